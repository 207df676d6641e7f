import { HOSTILE_REDIRECTS, LEGAL_REDIRECTS, REDIRECT_CASE_POLICY, RESOLVED_REDIRECTS } from "@sxz/contract/rule-cases";
import { describe, expect, it } from "vitest";
import { isLegalRedirect, safeRedirectTarget } from "../src";
import { resetPage, testClient } from "./support/page";

const policy = REDIRECT_CASE_POLICY;

describe("[CL-VAL-5] login redirect targets", () => {
  it.each(LEGAL_REDIRECTS)("[CL-VAL-5] the shared redirect rule accepts %j", (url) => {
    expect(isLegalRedirect(url, policy)).toBe(true);
  });

  it.each(HOSTILE_REDIRECTS)("[CL-VAL-5] the shared redirect rule rejects %j", (url) => {
    expect(isLegalRedirect(url, policy)).toBe(false);
    expect(safeRedirectTarget(url, policy)).toBe("/");
  });

  it.each(RESOLVED_REDIRECTS)("[CL-VAL-5] %j leads to %j", (url, expected) => {
    expect(safeRedirectTarget(url, policy)).toBe(expected);
  });

  it("[CL-VAL-5] auth.isLegalRedirect resolves against the current page", async () => {
    resetPage("/courses/7?sxz-lang=en_US");
    const client = testClient({ readConfig: async () => undefined });
    expect(await client.auth.isLegalRedirect("course/42")).toBe(true);
    expect(await client.auth.safeRedirectTarget("reviews?page=2")).toBe("/courses/reviews?page=2");
    expect(await client.auth.isLegalRedirect("?tab=reviews")).toBe(true);
    expect(await client.auth.isLegalRedirect("//evil.com")).toBe(false);
    client.dispose();
  });

  it.each(HOSTILE_REDIRECTS)("[CL-VAL-5] auth.isLegalRedirect on the page refuses %j", async (url) => {
    resetPage("/a/b?x=1");
    const client = testClient({ readConfig: async () => undefined });
    expect(await client.auth.isLegalRedirect(url)).toBe(false);
    client.dispose();
  });

  it("[CL-VAL-5] a sunset host is not allowed once it leaves the configured list", () => {
    expect(isLegalRedirect("https://academy.partner.example.com/", { origin: policy.origin })).toBe(false);
  });
});
