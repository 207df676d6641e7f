import { describe, expect, it } from "vitest";
import { CLICK_EVENTS, analyticsEnvironment, clickEvent, clickEventCode } from "./click-analytics";

describe("click analytics codes", () => {
  it("[RW-API-10] every click event has its own code in each of the intranet, uat and prod environments", () => {
    expect(CLICK_EVENTS).toEqual(["like", "cancelLike", "delete", "adminDelete", "publish", "myRate", "rate"]);
    const codes = CLICK_EVENTS.flatMap((event) =>
      (["intranet", "uat", "prod"] as const).map((env) => clickEventCode(event, env)),
    );
    expect(new Set(codes).size).toBe(21);
    expect(analyticsEnvironment({ isIntranet: true, isProd: true })).toBe("intranet");
    expect(analyticsEnvironment({ isProd: true })).toBe("prod");
    expect(analyticsEnvironment({})).toBe("uat");
    expect(clickEvent("publish", "prod")).toEqual({ eventType: "click", eventCode: "sxz_score_publish_prod" });
  });
});
