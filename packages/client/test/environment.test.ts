import { describe, expect, it } from "vitest";
import { detectEnvironment, describeEnvironment } from "../src/env/environment";
import { readPageQuery, withoutQueryParams } from "../src/env/page-query";

const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
const ANDROID_PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148";
const HARMONY =
  "Mozilla/5.0 (Phone; OpenHarmony 4.1) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0 ArkWeb/4.1 Mobile";

describe("calling environment", () => {
  it("[CL-ENV-1] plain desktop web and mobile web are told apart", () => {
    expect(detectEnvironment({}, DESKTOP)).toEqual({ kind: "web", mobileWeb: false });
    expect(detectEnvironment({}, ANDROID_PHONE)).toEqual({ kind: "web", mobileWeb: true });
    expect(detectEnvironment({}, IPHONE)).toEqual({ kind: "web", mobileWeb: true });
  });

  it("[CL-ENV-1] native apps are recognised by the object they inject, per platform", () => {
    const channel = { postMessage: () => undefined };
    expect(detectEnvironment({ sxzAndroidBridge: channel }, ANDROID_PHONE)).toEqual({
      kind: "native",
      platform: "android",
      mobileWeb: false,
    });
    expect(detectEnvironment({ sxzHarmonyBridge: channel }, HARMONY)).toEqual({
      kind: "native",
      platform: "harmony",
      mobileWeb: false,
    });
    expect(detectEnvironment({ webkit: { messageHandlers: { sxzBridge: channel } } }, IPHONE)).toEqual({
      kind: "native",
      platform: "ios",
      mobileWeb: false,
    });
  });

  it("[CL-ENV-1] native apps are also recognised by their user-agent token before injection", () => {
    expect(detectEnvironment({}, `${ANDROID_PHONE} SxzApp/3.2`)).toMatchObject({ kind: "native", platform: "android" });
    expect(detectEnvironment({}, `${HARMONY} SxzApp/3.2`)).toMatchObject({ kind: "native", platform: "harmony" });
    expect(detectEnvironment({}, `${IPHONE} SxzApp/3.2`)).toMatchObject({ kind: "native", platform: "ios" });
  });

  it("[CL-ENV-1] the workplace mini-program container is recognised by its object or its user-agent token", () => {
    expect(detectEnvironment({ sxzWorkplaceBridge: { postMessage: () => undefined } }, ANDROID_PHONE)).toEqual({
      kind: "miniprogram",
      mobileWeb: false,
    });
    expect(detectEnvironment({}, `${IPHONE} SxzWorkplace/1.0`)).toEqual({ kind: "miniprogram", mobileWeb: false });
    expect(describeEnvironment({ kind: "miniprogram", mobileWeb: false })).toBe("mini-program container");
    expect(describeEnvironment({ kind: "native", platform: "harmony", mobileWeb: false })).toBe("Harmony app");
  });
});

describe("page query parameters", () => {
  it("[CL-RT-8] sxz-lang, the tenant (tenantId, else tenant_id, else schoolId), _tpToken, the workplace tag and code, headershow and the local-workplace flag", () => {
    expect(
      readPageQuery(
        "https://x.example/p?sxz-lang=en_US&tenant_id=t2&schoolId=t3&_tpToken=tp&tag=welink&code=c1&headershow=true&localWorkplace=1",
      ),
    ).toEqual({
      language: "en_US",
      tenantId: "t2",
      thirdPartyToken: "tp",
      workplaceTag: "welink",
      workplaceCode: "c1",
      headerShow: true,
      localWorkplace: true,
    });
    expect(readPageQuery("https://x.example/p?tenantId=t1&tenant_id=t2&schoolId=t3").tenantId).toBe("t1");
    expect(readPageQuery("https://x.example/p?schoolId=t3").tenantId).toBe("t3");
    expect(readPageQuery("https://x.example/p?headershow=false")).toEqual({ headerShow: false, localWorkplace: false });
  });

  it("[CL-RT-8] a hash-router query counts too, and consumed parameters can be removed", () => {
    expect(readPageQuery("https://x.example/h5/#/page?sxz-lang=ja_JP&tenantId=t9")).toMatchObject({
      language: "ja_JP",
      tenantId: "t9",
    });
    expect(withoutQueryParams("https://x.example/p?_tpToken=abc&keep=1", ["_tpToken"])).toBe(
      "https://x.example/p?keep=1",
    );
  });
});
