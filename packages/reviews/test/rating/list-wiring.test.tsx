import { beforeAll, describe, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { seedBulkReviews } from "../../../server/src/db/seed/bulk-reviews";
import { recording, requestAs, ratingSuite } from "./real-server";
import type { RequestConfig, RequestFunction } from "../../src/api/request";
import { renderWidget } from "./render-widget";

const world = ratingSuite();
let learner: RequestFunction;
const RESOURCE = "lesson-wiring";

beforeAll(async () => {
  await seedBulkReviews(world.server.app.database.db, { resourceId: RESOURCE, count: 12 });
  learner = await requestAs(world.server, "learner");
}, 60_000);

const callsTo = (calls: RequestConfig[], path: string) => calls.filter((call) => call.url?.endsWith(path)).length;

describe("the shell and the list share their calls", () => {
  it("[RW-LST-2] the tag counts of the summary's general call feed the list's filter: one general call, not two", async () => {
    const recorded = recording(learner);
    const { unmount } = renderWidget({
      request: recorded.request,
      resourceId: RESOURCE,
      moduleId: "course",
      isModal: false,
    });
    try {
      await waitFor(() => expect(document.querySelectorAll("[id^=sxz-review-]")).toHaveLength(10), { timeout: 8000 });
      const filter = await screen.findByRole("group", { name: /tag/i });
      await waitFor(() => expect(filter.querySelectorAll("button").length).toBeGreaterThan(1));
      expect(callsTo(recorded.calls, "/score/general")).toBe(1);
      expect(callsTo(recorded.calls, "/score/queryMessages")).toBe(1);
    } finally {
      unmount();
    }
  });

  it("[RW-2] mode mine lists the user's own messages even without a resource id", async () => {
    const recorded = recording(learner);
    const { unmount } = renderWidget({
      request: recorded.request,
      moduleId: "course",
      isModal: false,
      mode: "mine",
      search: "",
    });
    try {
      expect(await screen.findByRole("heading", { name: /My reviews/ }, { timeout: 8000 })).toBeInTheDocument();
      await waitFor(() => expect(callsTo(recorded.calls, "/score/queryMyMessages")).toBe(1));
      expect(callsTo(recorded.calls, "/score/general")).toBe(0);
      expect(callsTo(recorded.calls, "/score/queryMessages")).toBe(0);
    } finally {
      unmount();
    }
  });
});
