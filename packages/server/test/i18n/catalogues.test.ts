import { describe, expect, it } from "vitest";
import { LANGUAGES } from "@sxz/contract";
import { accountMessages } from "../../src/i18n/accounts";
import { authMessages } from "../../src/i18n/auth";
import { configMessages } from "../../src/i18n/config";
import { schoolMessages } from "../../src/i18n/schools";
import { sessionMessages } from "../../src/i18n/session";
import { trackingMessages } from "../../src/i18n/tracking";

describe("message catalogues of accounts, sign-in, schools, config, session and tracking", () => {
  it("has every user-facing login message in all 12 languages", () => {
    const catalogues = {
      accountMessages,
      authMessages,
      schoolMessages,
      configMessages,
      sessionMessages,
      trackingMessages,
    };
    let userFacing = 0;
    for (const [name, messages] of Object.entries(catalogues)) {
      const catalogue = messages as Record<string, Record<string, string>>;
      const keys = Object.keys(catalogue.zh_CN ?? {}).filter((key) => key in (catalogue.es_ES ?? {}));
      userFacing += keys.length;
      for (const language of LANGUAGES) {
        for (const key of keys) expect(catalogue[language]?.[key], `${name} ${language} ${key}`).toBeTruthy();
      }
      expect(Object.keys(catalogue.zh_CN ?? {}).sort(), name).toEqual(Object.keys(catalogue.en_US ?? {}).sort());
    }
    expect(userFacing).toBeGreaterThanOrEqual(8);
  });
});
