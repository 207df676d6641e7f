import { beforeAll, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import axios from "axios";
import { createTracker } from "@sxz/client/tracking";
import type { Tracker } from "@sxz/client/tracking";
import type { TrackingListItem } from "@sxz/contract";
import { axiosRequest, login, ratingSuite } from "./real-server";
import { openDialog, renderWidget, star } from "./render-widget";

const world = ratingSuite();
let adminToken: string;
beforeAll(async () => {
  adminToken = await login(world.server, "admin");
}, 60_000);

/**
 * The client layer's real tracking reporter of a signed-in page, sending to the real server. Only the host
 * rule is widened: the test server runs on 127.0.0.1, which the tracker otherwise never reports from.
 */
function realTracker(token: string): Tracker {
  localStorage.clear();
  const http = axios.create({
    baseURL: world.server.url,
    adapter: "http",
    headers: { authorization: `Bearer ${token}` },
  });
  return createTracker({
    http,
    environment: { kind: "web", mobileWeb: false },
    tokens: { read: () => ({ accessToken: token }) },
    skipHost: () => false,
    flushIntervalMs: 60_000,
  });
}

/** The widget's event codes the server stored for this user (admin listing of the demo school). */
async function storedCodes(userToken: string, environment: "prod" | "uat" | "intranet"): Promise<string[]> {
  const userId = (
    await axios.get(`${world.server.url}/api/accounts/users/me`, {
      adapter: "http",
      headers: { authorization: `Bearer ${userToken}` },
    })
  ).data.data.id as string;
  const response = await axios.get(`${world.server.url}/api/message/v1/events`, {
    adapter: "http",
    params: { limit: 200 },
    headers: { authorization: `Bearer ${adminToken}` },
  });
  const items = (response.data.data.items as TrackingListItem[]).filter(
    (item) =>
      item.userId === String(userId) &&
      item.eventCode.startsWith("sxz_score_") &&
      item.eventCode.endsWith(`_${environment}`),
  );
  return items.map((item) => item.eventCode);
}

async function giveScore(token: string, resourceId: string, score: number, content: string): Promise<number> {
  const response = await axiosRequest(
    world.server,
    token,
  )({
    method: "POST",
    url: "/api/universal/v1/score/giveScore",
    data: { moduleId: "course", resourceId, score, content },
  });
  return (response.data as { data: { id: number } }).data.id;
}

const card = (id: number) => document.getElementById(`sxz-review-${id}`)!;

describe("click analytics through the client layer's tracker (real server)", () => {
  it("[RW-API-10] rate, publish and myRate clicks arrive at the server with the environment's code", async () => {
    const token = await login(world.server, "learner");
    const tracker = realTracker(token);
    try {
      const { user, unmount } = renderWidget({
        request: axiosRequest(world.server, token),
        tracker,
        resourceId: "lesson-analytics",
        moduleId: "course",
        isProd: true,
      });
      const dialog = await openDialog(user);
      await user.click(star(dialog, 5));
      await user.click(within(dialog).getByRole("button", { name: "Submit" }));
      await openDialog(user, "You rated this");
      unmount();
      await tracker.flush();
      // The queue sends in its own order; each click arrives exactly once.
      expect((await storedCodes(token, "prod")).sort()).toEqual([
        "sxz_score_myRate_prod",
        "sxz_score_publish_prod",
        "sxz_score_rate_prod",
      ]);
    } finally {
      tracker.destroy();
    }
  });

  it("[RW-API-10] like, cancelLike, delete and adminDelete in the list arrive with the environment's code", async () => {
    const learnerToken = await login(world.server, "learner");
    const otherToken = await login(world.server, "learner2");
    const resourceId = "lesson-analytics-list";
    const othersId = await giveScore(otherToken, resourceId, 4, "Clear and well paced");
    const ownId = await giveScore(learnerToken, resourceId, 3, "Good enough");

    const learnerTracker = realTracker(learnerToken);
    try {
      const { user, unmount } = renderWidget({
        request: axiosRequest(world.server, learnerToken),
        tracker: learnerTracker,
        resourceId,
        moduleId: "course",
        isModal: false,
      });
      await waitFor(() => expect(card(othersId)).toBeTruthy(), { timeout: 8000 });
      const like = () => within(card(othersId)).getByRole("button", { name: /^Like, / });
      await user.click(like());
      await waitFor(() => expect(like()).toHaveAccessibleName("Like, 1 like"));
      await waitFor(() => expect(like()).toHaveAttribute("aria-pressed", "true"));
      await user.click(like());
      await waitFor(() => expect(like()).toHaveAccessibleName("Like, 0 likes"));
      await user.click(within(card(ownId)).getByRole("button", { name: "Delete" }));
      await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
      await waitFor(() => expect(document.getElementById(`sxz-review-${ownId}`)).toBeNull());
      unmount();
      await learnerTracker.flush();
      expect((await storedCodes(learnerToken, "uat")).sort()).toEqual([
        "sxz_score_cancelLike_uat",
        "sxz_score_delete_uat",
        "sxz_score_like_uat",
      ]);
    } finally {
      learnerTracker.destroy();
    }

    const adminTracker = realTracker(adminToken);
    try {
      const { user, unmount } = renderWidget({
        request: axiosRequest(world.server, adminToken),
        tracker: adminTracker,
        resourceId,
        moduleId: "course",
        isModal: false,
        isAdmin: true,
        isIntranet: true,
      });
      await waitFor(() => expect(card(othersId)).toBeTruthy(), { timeout: 8000 });
      await user.click(within(card(othersId)).getByRole("button", { name: "More actions" }));
      await user.click(await screen.findByRole("menuitem", { name: "Delete" }));
      await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
      await waitFor(() => expect(document.getElementById(`sxz-review-${othersId}`)).toBeNull());
      unmount();
      await adminTracker.flush();
      expect(await storedCodes(adminToken, "intranet")).toEqual(["sxz_score_adminDelete_intranet"]);
    } finally {
      adminTracker.destroy();
    }
  });
});
