/** The widget's click analytics (RW-API-10). */
export const CLICK_EVENTS = ["like", "cancelLike", "delete", "adminDelete", "publish", "myRate", "rate"] as const;
export type ClickEvent = (typeof CLICK_EVENTS)[number];

export type AnalyticsEnvironment = "intranet" | "uat" | "prod";

/** intranet for the internal variant; prod with isProd; otherwise uat (test and staging pages). */
export function analyticsEnvironment(options: { isIntranet?: boolean; isProd?: boolean }): AnalyticsEnvironment {
  if (options.isIntranet) return "intranet";
  return options.isProd ? "prod" : "uat";
}

/**
 * The event code of a click per environment (design: the spec leaves the values out). One readable code per
 * pair, e.g. `sxz_score_publish_prod`, so the three environments never mix in one report.
 */
export function clickEventCode(event: ClickEvent, environment: AnalyticsEnvironment): string {
  return `sxz_score_${event}_${environment}`;
}

/** What the widget hands to the tracking reporter: a click event in the client layer's shape. */
export function clickEvent(
  event: ClickEvent,
  environment: AnalyticsEnvironment,
): { eventType: "click"; eventCode: string } {
  return { eventType: "click", eventCode: clickEventCode(event, environment) };
}
