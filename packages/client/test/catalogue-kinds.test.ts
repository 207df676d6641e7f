// @vitest-environment node
import { ANSWER_CASES } from "@sxz/contract/rule-cases";
import { describe, expect, it } from "vitest";
import { catalogueMayAct } from "../src/http/catalogue-kinds";
import type { ClientContext } from "../src/platform/client-context";
import { applyErrorCatalogue } from "../src/http/error-catalogue";

// The lean core loads the catalogue's decisions only for answers `catalogueMayAct` lets through: it must never
// let one pass that the catalogue would act on (an error, a redirect, a logout), whatever the page.
function judge(status: number, data: unknown, headers: Record<string, string>, href: string) {
  const acts: string[] = [];
  const ctx = {
    href: () => href,
    language: () => "en_US",
    navigate: (url: string) => acts.push(`navigate ${url}`),
  } as unknown as ClientContext;
  const error = applyErrorCatalogue(
    { status, headers, data, config: {} },
    { ctx, marketplaceAdminPaths: ["/marketplace/manage"], logout: async () => acts.push("logout") },
  );
  return { acted: error !== undefined || acts.length > 0, cheap: catalogueMayAct({ status, data, headers }) };
}

describe("the catalogue's cheap check", () => {
  const answers = ANSWER_CASES.filter(([, status]) => status !== 401);
  const pages = [
    "https://www.example.com/course/1",
    "https://www.example.com/marketplace/manage/items?headershow=true",
  ];
  const headerSets: Record<string, string>[] = [
    {},
    { "check-login-type-result": "false" },
    { "check-login-type-result": "true" },
  ];

  it.each(answers)(
    "[CL-ERR-3] [CL-RT-2] [CL-RT-3] [CL-ROLE-1] %s (HTTP %i): the cheap check lets through every answer the catalogue acts on",
    (_name, status, body) => {
      const missed = pages
        .flatMap((page) => headerSets.map((headers) => ({ page, headers, ...judge(status, body, headers, page) })))
        .filter(({ acted, cheap }) => acted && !cheap);
      expect(missed).toEqual([]);
    },
  );

  it("the comparison above has cases where the catalogue acts (forced logout, IP restriction, forbidden, refused login method)", () => {
    const acting = answers
      .filter(([, status, body]) => judge(status, body, {}, pages[0]!).acted)
      .map(([, , , kind]) => kind);
    expect(new Set(acting)).toEqual(new Set(["forced-logout", "ip-restricted", "forbidden"]));
    expect(
      judge(200, { code: 200, data: {}, message: "ok" }, { "check-login-type-result": "false" }, pages[0]!).acted,
    ).toBe(true);
  });

  it("[CL-ERR-4] a successful answer and a normal empty result do not load the catalogue's decisions", () => {
    for (const [, status, body, kind] of ANSWER_CASES.filter(
      ([, , , kind]) => kind === "success" || kind === "normal",
    )) {
      expect(catalogueMayAct({ status, data: body, headers: {} }), `${status} ${JSON.stringify(body)} (${kind})`).toBe(
        false,
      );
    }
  });
});
