import { afterEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import type { RequestFunction } from "../../src/api/request";
import { ratings, ratingSuite, requestAs, seedRatings } from "./real-server";
import { renderWidget } from "./render-widget";

// The summary's four states as the learner sees them, against the real server: loading (a skeleton, no figure),
// failed (an error with Try again, no figure), empty (the invitation to rate first, no percentage) and ready
// (average with stars, total, per-star counts, the split and the badge).

const world = ratingSuite();
afterEach(() => localStorage.clear());

const FIGURES = "/api/universal/v1/score/queryMsgCountProportions";

const summary = () => document.querySelector<HTMLElement>(".sxz-summary")!;

/** The real server, with the figures' answer held back until `release()`. */
function heldFigures(real: RequestFunction): { request: RequestFunction; release: () => void } {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  return {
    release,
    request: async (config) => {
      if (config.url === FIGURES) await released;
      return real(config);
    },
  };
}

/** The real server, except that the figures' call fails (a dropped connection) while `failing()` says so. */
function droppedFigures(real: RequestFunction, failing: () => boolean): RequestFunction {
  return async (config) => {
    if (config.url === FIGURES && failing()) throw new Error("Network Error");
    return real(config);
  };
}

describe("summary states", () => {
  it("[RW-SUM-1] while the figures load: a skeleton, busy for assistive technology, no figure or percentage; rating does not wait", async () => {
    await seedRatings(world.server, "states-loading", ratings(5, 3));
    const { request, release } = heldFigures(await requestAs(world.server, "learner"));
    renderWidget({ request, resourceId: "states-loading", moduleId: "course" });
    await waitFor(() => expect(summary()).toHaveAttribute("data-state", "loading"));
    expect(summary()).toHaveAttribute("aria-busy", "true");
    expect(screen.getByTestId("summary-skeleton")).toBeInTheDocument();
    expect(within(summary()).getByRole("status")).toHaveTextContent("Loading…");
    expect(summary().textContent).not.toMatch(/\d|%/);
    expect(screen.getByRole("button", { name: "Want to rate" })).toBeInTheDocument();
    release();
    await waitFor(() => expect(summary()).toHaveAttribute("data-state", "ready"));
    expect(screen.getByTestId("review-count")).toHaveTextContent("3 reviews");
    expect(screen.queryByTestId("summary-skeleton")).toBeNull();
  });

  it("[RW-SUM-1] a failed load: the error with Try again and no figure; the learner who may rate keeps the button; Try again loads the figures", async () => {
    await seedRatings(world.server, "states-failed", [5, 4, 2]);
    let failing = true;
    const request = droppedFigures(await requestAs(world.server, "learner"), () => failing);
    const view = renderWidget({ request, resourceId: "states-failed", moduleId: "course" });
    await waitFor(() => expect(summary()).toHaveAttribute("data-state", "failed"));
    const notice = within(summary()).getByRole("status");
    expect(notice).toHaveTextContent("The ratings could not be loaded.");
    expect(summary().textContent).not.toMatch(/\d|%/);
    expect(document.querySelector('[part="badge"]')).toBeNull();
    // Publishing does not depend on the figures: a learner who may rate still can.
    expect(screen.getByRole("button", { name: "Want to rate" })).toBeInTheDocument();
    failing = false;
    await view.user.click(within(notice).getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(summary()).toHaveAttribute("data-state", "ready"));
    expect(screen.getByTestId("review-count")).toHaveTextContent("3 reviews");
    expect(screen.queryByText("The ratings could not be loaded.")).toBeNull();
  });

  it("[RW-SUM-1] [RW-LST-9] one outage that fails the figures and the list's first page shows one Try again, the summary's, and it loads both", async () => {
    await seedRatings(world.server, "states-one-outage", ratings(4, 3));
    let failing = true;
    const real = await requestAs(world.server, "learner");
    const request: RequestFunction = async (config) => {
      if ((config.url === FIGURES || config.url === "/api/universal/v1/score/queryMessages") && failing)
        throw new Error("Network Error");
      return real(config);
    };
    const { user } = renderWidget({ request, resourceId: "states-one-outage", moduleId: "course", isModal: false });
    await waitFor(() => expect(summary()).toHaveAttribute("data-state", "failed"));
    // Both parts say what failed; one button retries.
    expect(await screen.findByText("Reviews could not be loaded.")).toBeInTheDocument();
    expect(within(summary()).getByText(/The ratings could not be loaded/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole("button", { name: "Try again" })).toHaveLength(1));
    const retry = within(summary()).getByRole("button", { name: "Try again" });
    failing = false;
    await user.click(retry);
    await waitFor(() => expect(summary()).toHaveAttribute("data-state", "ready"));
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(3));
    expect(screen.queryByText("Reviews could not be loaded.")).toBeNull();
  });

  it("[RW-LST-9] the list's own Try again stays when only the list failed", async () => {
    await seedRatings(world.server, "states-list-outage", ratings(2, 1));
    let failing = true;
    const real = await requestAs(world.server, "learner");
    const request: RequestFunction = async (config) => {
      if (config.url === "/api/universal/v1/score/queryMessages" && failing) throw new Error("Network Error");
      return real(config);
    };
    const { user } = renderWidget({ request, resourceId: "states-list-outage", moduleId: "course", isModal: false });
    await waitFor(() => expect(summary()).toHaveAttribute("data-state", "ready"));
    expect(await screen.findByText("Reviews could not be loaded.")).toBeInTheDocument();
    const retry = screen.getByRole("button", { name: "Try again" });
    expect(summary()).not.toContainElement(retry);
    failing = false;
    await user.click(retry);
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(1));
  });

  it("[RW-SUM-1] a failed load offers no rate button to a visitor who may not rate (it would only lead to the blocked tip)", async () => {
    const request = droppedFigures(await requestAs(world.server, null), () => true);
    renderWidget({
      request,
      resourceId: "states-failed-anonymous",
      moduleId: "course",
      isPermission: false,
      isProgress: false,
    });
    await waitFor(() => expect(summary()).toHaveAttribute("data-state", "failed"));
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
    expect(document.querySelector('[part="rate-button"]')).toBeNull();
  });

  it("[RW-SUM-1] [RW-K-1] no ratings: the invitation to rate first and the rate button, no percentage (the rule's 100 % is not shown)", async () => {
    const request = await requestAs(world.server, "learner");
    renderWidget({ request, resourceId: "states-empty", moduleId: "course" });
    await waitFor(() => expect(summary()).toHaveAttribute("data-state", "empty"));
    expect(within(summary()).getByText("No ratings yet")).toBeInTheDocument();
    expect(within(summary()).getByText("Be the first to rate this course.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Want to rate" })).toBeInTheDocument();
    expect(summary().textContent).not.toMatch(/%|100/);
    expect(document.querySelector('[part="badge"]')).toBeNull();
  });

  it("[RW-SUM-2] [RW-LST-9] a course without reviews has one empty state: the variant's picture and the invitation with the rate button in its middle; no list below, no sort tabs", async () => {
    const request = await requestAs(world.server, "learner");
    for (const isIntranet of [false, true]) {
      const { unmount, user } = renderWidget({
        request,
        resourceId: "states-empty-with-list",
        moduleId: "course",
        isModal: false,
        isIntranet,
      });
      await waitFor(() => expect(summary()).toHaveAttribute("data-state", "empty"));
      const invitation = screen.getByTestId("summary-empty");
      // The variant's picture (a chunk of its own), what is true, and the one call to rate, inside the invitation.
      await waitFor(() =>
        expect(invitation.querySelector("[data-picture]")).toHaveAttribute(
          "data-picture",
          isIntranet ? "bubble" : "box",
        ),
      );
      expect(within(invitation).getByText("No ratings yet")).toBeVisible();
      expect(within(invitation).getByText("Be the first to rate this course.")).toBeVisible();
      // One call to rate (the stylesheet places it in the invitation's middle; the browser test measures where).
      const rate = within(summary()).getByRole("button", { name: "Want to rate" });
      expect(screen.getAllByRole("button", { name: "Want to rate" })).toEqual([rate]);
      expect(summary()).toHaveClass("sxz-summary--inviting");
      // The list answered (nothing) and stays out of sight: no second empty state, no tabs with nothing to sort.
      await waitFor(() => expect(document.querySelector(".sxz-list__count")).not.toBeNull());
      expect(
        screen.queryByText(isIntranet ? "No reviews yet. Share what you think of it first!" : "No reviews yet"),
      ).not.toBeVisible();
      expect(screen.queryByRole("tablist")).toBeNull();
      expect(screen.queryByRole("heading", { name: /^Reviews/ })).toBeNull();
      await user.click(rate);
      expect(await screen.findByRole("dialog", { name: "Rate this course" })).toBeInTheDocument();
      unmount();
    }
  });

  it("[RW-SUM-1] no ratings and not allowed to rate: no invitation, only the notice that there are none", async () => {
    const request = await requestAs(world.server, null);
    renderWidget({
      request,
      resourceId: "states-empty-anonymous",
      moduleId: "course",
      isPermission: false,
      isProgress: false,
    });
    await waitFor(() => expect(summary()).toHaveAttribute("data-state", "empty"));
    expect(within(summary()).getByText("No ratings yet")).toBeInTheDocument();
    expect(within(summary()).queryByText("Be the first to rate this course.")).toBeNull();
  });

  it("[RW-SUM-1] [RW-K-1] ready: the average with one decimal and its stars, the total, counts per star 5→1 and the truncated split", async () => {
    // 2 of 3 positive: 66.6 % (truncated, not 66.7); average 11 / 3 = 3.67 → 3.7.
    await seedRatings(world.server, "states-ready", [5, 4, 2]);
    renderWidget({ request: await requestAs(world.server, "learner"), resourceId: "states-ready", moduleId: "course" });
    await waitFor(() => expect(summary()).toHaveAttribute("data-state", "ready"));
    expect(screen.getByTestId("average-score")).toHaveTextContent("3.7");
    expect(within(summary()).getByRole("img", { name: "Average rating 3.7 out of 5" })).toBeInTheDocument();
    expect(screen.getByTestId("review-count")).toHaveTextContent("3 reviews");
    const stars = within(summary()).getByRole("list", { name: "Ratings by stars" });
    expect(
      within(stars)
        .getAllByRole("listitem")
        .map((row) => row.textContent),
    ).toEqual(["5 stars1", "4 stars1", "3 stars0", "2 stars1", "1 star0"]);
    const split = within(summary()).getByRole("list", { name: "Learner ratings" });
    expect(
      within(split)
        .getAllByRole("listitem")
        .map((row) => row.textContent),
    ).toEqual(["Positive66.6%", "Neutral0%", "Negative33.3%"]);
  });

  it("[RW-SUM-1] ready in Arabic: every figure in the language's own digits and percent sign", async () => {
    await seedRatings(world.server, "states-arabic", [5, 4, 2]);
    renderWidget({
      request: await requestAs(world.server, "learner"),
      sxzLang: "ar_SA",
      resourceId: "states-arabic",
      moduleId: "course",
    });
    await waitFor(() => expect(summary()).toHaveAttribute("data-state", "ready"));
    expect(screen.getByTestId("average-score")).toHaveTextContent("٣٫٧");
    expect(screen.getByTestId("positive-percent").textContent).toBe(
      new Intl.NumberFormat("ar-SA", { style: "percent", maximumFractionDigits: 1 }).format(0.666),
    );
    expect(summary().textContent).not.toMatch(/[0-9]/);
  });

  it("[RW-SUM-3] [RW-K-1] the badge, its tip and the recommended value carry the percent sign of the UI language, never a second one", async () => {
    // 15 × 5★ and 1 × 4★: every review positive, so the top tier; average 79 / 16 = 4.94 → 4.9.
    await seedRatings(world.server, "states-badge-arabic", [...ratings(5, 15), 4]);
    renderWidget({
      request: await requestAs(world.server, "learner"),
      sxzLang: "ar_SA",
      resourceId: "states-badge-arabic",
      moduleId: "course",
    });
    await waitFor(() => expect(summary()).toHaveAttribute("data-state", "ready"));
    const badge = summary().querySelector(".sxz-summary__badge")!;
    const hundred = new Intl.NumberFormat("ar-SA", { style: "percent" }).format(1);
    expect(badge.textContent).toContain(hundred);
    expect(summary().textContent).not.toMatch(/[0-9%]/);
  });

  it("[RW-SUM-1] a whole average keeps its decimal (4.0, as rating averages read)", async () => {
    await seedRatings(world.server, "states-whole-average", [5, 5, 4, 4, 2]);
    renderWidget({
      request: await requestAs(world.server, "learner"),
      resourceId: "states-whole-average",
      moduleId: "course",
    });
    await waitFor(() => expect(summary()).toHaveAttribute("data-state", "ready"));
    expect(screen.getByTestId("average-score")).toHaveTextContent("4.0");
  });
});
