import { describe, expect, it } from "vitest";
import { HOSTILE_REDIRECTS, LEGAL_REDIRECTS, REDIRECT_CASE_POLICY, RESOLVED_REDIRECTS } from "./cases";
import { isLegalRedirect, legalRedirectUrl, safeRedirectTarget } from "./redirects";

const policy = REDIRECT_CASE_POLICY;

describe("login redirect targets", () => {
  it.each(LEGAL_REDIRECTS)("[CL-VAL-5] accepts %j", (target) => {
    expect(isLegalRedirect(target, policy)).toBe(true);
  });

  it.each(HOSTILE_REDIRECTS)("[CL-VAL-5] refuses %j", (target) => {
    expect(isLegalRedirect(target, policy)).toBe(false);
    expect(legalRedirectUrl(target, policy)).toBeUndefined();
  });

  it.each(RESOLVED_REDIRECTS)("[CL-VAL-5] %j leads to %j", (target, expected) => {
    expect(safeRedirectTarget(target, policy)).toBe(expected);
  });

  it("[CL-VAL-5] refuses non-strings, and a page on another origin is never the base", () => {
    expect(isLegalRedirect(undefined, policy)).toBe(false);
    expect(isLegalRedirect({ toString: () => "/" }, policy)).toBe(false);
    expect(safeRedirectTarget("course/42", { origin: policy.origin })).toBe("/course/42");
    expect(safeRedirectTarget("course/42", { origin: policy.origin, base: "https://evil.example/x/" })).toBe(
      "/course/42",
    );
  });

  it("[CL-VAL-5] an allowed host names a host (any port) or a host and port", () => {
    expect(isLegalRedirect("https://academy.partner.example.com:8443/", policy)).toBe(true);
    expect(isLegalRedirect("https://learn.sxz.example.com/", policy)).toBe(false);
    expect(isLegalRedirect("https://academy.partner.example.com/", { origin: policy.origin })).toBe(false);
  });
});
