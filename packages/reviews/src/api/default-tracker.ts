/** The part of the client layer's tracking reporter the widget uses (RW-API-10). */
export interface ClickTracker {
  track(event: { eventType: string; eventCode: string }): boolean;
}

/**
 * The page's shared platform client's tracker, loaded on first use like the default request function. Used
 * only when the host gives neither a request function nor a tracker: a host with its own request function
 * has its own analytics and gets none from the widget unless it passes a tracker.
 */
export const platformTracker: ClickTracker = {
  track(event) {
    void import("@sxz/client").then(({ getPlatformClient }) => getPlatformClient().tracker.track(event));
    return true;
  },
};
