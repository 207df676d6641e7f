import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { requestAs, startRatingServer } from "./real-server";
import type { TestServer } from "./real-server";
import { openDialog, renderWidget, star } from "./render-widget";

let server: TestServer;
beforeAll(async () => {
  server = await startRatingServer();
});
afterAll(async () => {
  await server.close();
});

/** The host's tracking reporter as the widget sees it: it only needs track(); this one keeps what it got. */
function collectingTracker() {
  const events: { eventType: string; eventCode: string }[] = [];
  return { events, track: (event: { eventType: string; eventCode: string }) => (events.push(event), true) };
}

describe("click analytics", () => {
  it("[RW-API-10] rate, publish and myRate clicks are reported with the environment's code", async () => {
    const request = await requestAs(server, "learner");
    const tracker = collectingTracker();
    const { user, unmount } = renderWidget({ request, tracker, resourceId: "lesson-analytics", moduleId: "course", isProd: true });
    const dialog = await openDialog(user);
    await user.click(star(dialog, 5));
    await user.click(within(dialog).getByRole("button", { name: "Submit" }));
    await openDialog(user, "Had rated");
    expect(tracker.events).toEqual([
      { eventType: "click", eventCode: "sxz_score_rate_prod" },
      { eventType: "click", eventCode: "sxz_score_publish_prod" },
      { eventType: "click", eventCode: "sxz_score_myRate_prod" },
    ]);
    unmount();
    const internal = collectingTracker();
    const second = renderWidget({ request, tracker: internal, resourceId: "lesson-analytics", moduleId: "course", isIntranet: true });
    await second.user.click(await screen.findByRole("button", { name: "Had rated" }));
    expect(internal.events).toEqual([{ eventType: "click", eventCode: "sxz_score_myRate_intranet" }]);
  });
});
