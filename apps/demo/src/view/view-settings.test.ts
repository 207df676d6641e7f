import { describe, expect, it } from "vitest";
import { DEFAULT_VIEW, readViewSettings, withViewParams, writeViewSettings } from "./view-settings";
import { LANGUAGE_CASES } from "@sxz/contract/rule-cases";

describe("view settings in the address", () => {
  it("reads every setting from the query and falls back to the defaults for unknown values", () => {
    expect(readViewSettings(new URLSearchParams("variant=internal&layout=mobile&theme=dark&sxz-lang=ar_SA"))).toEqual({
      variant: "internal",
      layout: "mobile",
      theme: "dark",
      language: "ar_SA",
    });
    expect(readViewSettings(new URLSearchParams("variant=purple&layout=&theme=DARK&sxz-lang=xx_XX"))).toEqual(
      DEFAULT_VIEW,
    );
  });

  it("defaults to the platform's default language zh_CN", () => {
    expect(readViewSettings(new URLSearchParams("")).language).toBe("zh_CN");
  });

  it("carries the view parameters into site links without overriding the link's own", () => {
    const current = new URLSearchParams("variant=internal&theme=dark&sxz-lang=en_US&other=1");
    expect(withViewParams("/gallery", current)).toBe("/gallery?variant=internal&theme=dark&sxz-lang=en_US");
    expect(withViewParams("/login/index?redirect=x&sxz-lang=fr_FR", current)).toBe(
      "/login/index?redirect=x&sxz-lang=fr_FR&variant=internal&theme=dark",
    );
    expect(withViewParams("/h5/weportal/#/firstAccessVerification", current)).toBe(
      "/h5/weportal/?variant=internal&theme=dark&sxz-lang=en_US#/firstAccessVerification",
    );
    expect(withViewParams("/", new URLSearchParams(""))).toBe("/");
  });

  it("writes a change back and keeps the other parameters", () => {
    const next = writeViewSettings(new URLSearchParams("redirect=%2Fx&theme=light"), {
      theme: "dark",
      language: "ar_SA",
    });
    expect(next.get("redirect")).toBe("/x");
    expect(next.get("theme")).toBe("dark");
    expect(next.get("sxz-lang")).toBe("ar_SA");
  });

  it.each(LANGUAGE_CASES.filter((c) => c.sources.explicit === undefined))(
    "picks the language by the rule the client layer and widget share: $name",
    ({ sources, expected }) => {
      const params = new URLSearchParams(typeof sources.query === "string" ? { "sxz-lang": sources.query } : {});
      const cookie = typeof sources.cookie === "string" ? `language=${encodeURIComponent(sources.cookie)}` : "";
      expect(readViewSettings(params, cookie).language).toBe(expected);
    },
  );
});
