import { describe, expect, it } from "vitest";
import { observedAttributeNames, readAttributes } from "./attributes";

describe("attributes", () => {
  it("[RW-ENT-7] every attribute is read in any letter case and in kebab-case", () => {
    expect(
      readAttributes([
        ["resourceid", "r1"],
        ["MODULEID", "m"],
        ["score-tip", "tip"],
        ["is-intranet", ""],
      ]),
    ).toEqual({
      resourceId: "r1",
      moduleId: "m",
      scoreTip: "tip",
      isIntranet: true,
    });
    const names = observedAttributeNames();
    for (const name of [
      "resourceid",
      "resource-id",
      "ispermission",
      "is-permission",
      "showreport",
      "show-report",
      "limitwords",
      "limit-words",
    ]) {
      expect(names).toContain(name);
    }
  });

  it("[RW-ENT-7] all 26 attributes of the spec are recognised (defaultAxios is a property)", () => {
    const spec = [
      "moduleId",
      "resourceId",
      "isPermission",
      "isProgress",
      "isAdmin",
      "scoreTip",
      "scoreFixedId",
      "scrollDom",
      "isSkin",
      "isIntranet",
      "scrollBottom",
      "limitWords",
      "courseId",
      "appId",
      "appType",
      "classId",
      "resourceType",
      "source",
      "scoreId",
      "scorePlaceholder",
      "isDev",
      "isMobile",
      "isProd",
      "disableToast",
      "isModal",
      "showReport",
    ];
    expect(spec).toHaveLength(26);
    const parsed = readAttributes(spec.map((name) => [name.toLowerCase(), "true"] as const));
    expect(Object.keys(parsed).sort()).toEqual([...spec].sort());
  });

  it("booleans are true when present or 'true', false when 'false'", () => {
    expect(
      readAttributes([
        ["isadmin", ""],
        ["isprod", "true"],
        ["ismobile", "false"],
        ["ismodal", "FALSE"],
      ]),
    ).toEqual({
      isAdmin: true,
      isProd: true,
      isMobile: false,
      isModal: false,
    });
  });
});
