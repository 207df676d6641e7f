import { isLegalRedirect } from "@sxz/contract";
import { HOSTILE_REDIRECTS, LEGAL_REDIRECTS, REDIRECT_CASE_POLICY, RESOLVED_REDIRECTS } from "@sxz/contract/rule-cases";
import { describe, expect, it } from "vitest";
import { redirectTarget } from "./safe-redirect";

// The demo asks the client layer, whose check is the platform's redirect rule with the configured hosts; here the
// same rule judges the table's page.
const check = {
  isLegal: (redirect: string) => isLegalRedirect(redirect, REDIRECT_CASE_POLICY),
  page: REDIRECT_CASE_POLICY.base!,
};

describe("where the login page goes after signing in", () => {
  it.each(HOSTILE_REDIRECTS)("[CL-VAL-5] the shared redirect rule sends %j nowhere", async (redirect) => {
    expect(await redirectTarget(redirect, check)).toEqual({ kind: "none" });
  });

  it.each(LEGAL_REDIRECTS)("[CL-VAL-5] the shared redirect rule follows %j", async (redirect) => {
    expect((await redirectTarget(redirect, check)).kind).not.toBe("none");
  });

  it.each(RESOLVED_REDIRECTS)("[CL-VAL-5] %j stays inside the site at %j", async (redirect, expected) => {
    const target = await redirectTarget(redirect, check);
    if (expected === "/") expect(target).toEqual({ kind: "none" });
    else
      expect(target).toEqual({
        kind: "inside",
        path: new URL(expected, REDIRECT_CASE_POLICY.origin).href.slice(REDIRECT_CASE_POLICY.origin.length),
      });
  });

  it("[CL-VAL-5] an allowed host and mailto leave the site", async () => {
    expect(await redirectTarget("https://academy.partner.example.com/course/1", check)).toEqual({
      kind: "outside",
      href: "https://academy.partner.example.com/course/1",
    });
    expect((await redirectTarget("mailto:support@good.example", check)).kind).toBe("outside");
    expect(await redirectTarget(null, check)).toEqual({ kind: "none" });
  });
});
