import { describe, expect, it } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import { ReviewWidget } from "../../src/components/ReviewWidget/ReviewWidget";
import type { WidgetEventMap } from "../../src/events";
import { distributionOf, ratings, recording, requestAs, seedRatings, ratingSuite } from "./real-server";

const world = ratingSuite();

const truncated = (part: number, total: number) => Math.floor((part * 1000) / total) / 10;

describe("summary box against the reference server", () => {
  it("[RW-SUM-1] shows the positive share, the total, three bars and a per-star breakdown of the real distribution", async () => {
    const request = await requestAs(world.server, "learner");
    const { result, total } = await distributionOf(world.server, "course-intro");
    const count = (score: number) => result.find((row) => row.score === score)?.count ?? 0;
    render(
      <ReviewWidget request={request} sxzLang="en_US" resourceId="course-intro" moduleId="course" isModal search="" />,
    );
    const summary = await screen.findByRole("region", { name: "Learner ratings" });
    await waitFor(() => expect(within(summary).getByTestId("review-count")).toHaveTextContent(`${total} reviews`));
    expect(within(summary).getByTestId("positive-percent")).toHaveTextContent(
      `${truncated(count(4) + count(5), total)}%`,
    );
    const bars = within(summary).getByRole("list", { name: "Learner ratings" });
    expect(within(bars).getByText("Positive").parentElement).toHaveTextContent(
      `${truncated(count(4) + count(5), total)}%`,
    );
    expect(within(bars).getByText("Neutral").parentElement).toHaveTextContent(`${truncated(count(3), total)}%`);
    expect(within(bars).getByText("Negative").parentElement).toHaveTextContent(
      `${truncated(count(1) + count(2), total)}%`,
    );
    const breakdown = within(summary).getByRole("list", { name: "Ratings by stars" });
    for (const star of [1, 2, 3, 4, 5]) {
      expect(within(breakdown).getByText(star === 1 ? "1 star" : `${star} stars`).parentElement).toHaveTextContent(
        String(count(star)),
      );
    }
  });

  it("[RW-SUM-2] the corner label says want to rate before rating and had rated for a user who rated", async () => {
    // learner has not rated course-intro in the demo data; learner rates course-data here through the real call.
    const learner = await requestAs(world.server, "learner");
    const { unmount } = render(
      <ReviewWidget request={learner} sxzLang="en_US" resourceId="course-intro" moduleId="course" isModal search="" />,
    );
    expect(await screen.findByRole("button", { name: "Want to rate" })).toBeInTheDocument();
    unmount();
    const answer = await learner({
      method: "POST",
      url: "/api/universal/v1/score/giveScore",
      data: { resourceId: "course-data", moduleId: "course", score: 4 },
    });
    expect((answer.data as { code: number }).code).toBe(200);
    render(
      <ReviewWidget request={learner} sxzLang="en_US" resourceId="course-data" moduleId="course" isModal search="" />,
    );
    expect(await screen.findByRole("button", { name: "You rated this" })).toBeInTheDocument();
  });

  // Each resource gets exactly the ratings its case needs, so every assertion runs whatever the demo data holds.
  it.each([
    {
      name: "every one positive (15 of 15)",
      resource: "badge-top",
      scores: ratings(5, 15),
      label: "100% recommended",
      tip: "100",
    },
    {
      name: "exactly 95% (19 of 20)",
      resource: "badge-95",
      scores: [...ratings(5, 19), 1],
      label: "Over 95% recommend",
      tip: "95",
    },
    {
      name: "92.5% (37 of 40)",
      resource: "badge-92",
      scores: [...ratings(4, 37), ...ratings(2, 3)],
      label: "Over 92% recommend",
      tip: "92.5",
    },
    {
      name: "exactly 90% (36 of 40)",
      resource: "badge-90",
      scores: [...ratings(5, 36), ...ratings(3, 4)],
      label: "Over 90% recommend",
      tip: "90",
    },
  ])("[RW-SUM-3] [RW-K-1] $name: the badge shows its tier and tip", async ({ resource, scores, label, tip }) => {
    await seedRatings(world.server, resource, scores);
    const request = await requestAs(world.server, "learner");
    const { container } = render(
      <ReviewWidget request={request} sxzLang="en_US" resourceId={resource} moduleId="course" isModal search="" />,
    );
    await waitFor(() => expect(screen.getByTestId("review-count")).toHaveTextContent(`${scores.length} reviews`));
    const badge = container.querySelector<HTMLElement>('[part="badge"]')!;
    expect(badge).not.toBeNull();
    expect(within(badge).getByText(label)).toBeInTheDocument();
    expect(within(badge).getByText(`${tip}% of learners gave 4 or 5 stars`)).toBeInTheDocument();
  });

  it.each([
    { name: "fewer than 15 reviews, all positive (14)", resource: "badge-few", scores: ratings(5, 14) },
    { name: "15 reviews but under 90% positive (13 of 15)", resource: "badge-low", scores: [...ratings(5, 13), 3, 1] },
  ])("[RW-SUM-3] [RW-K-1] $name: no badge", async ({ resource, scores }) => {
    await seedRatings(world.server, resource, scores);
    const request = await requestAs(world.server, "learner");
    const { container } = render(
      <ReviewWidget request={request} sxzLang="en_US" resourceId={resource} moduleId="course" isModal search="" />,
    );
    await waitFor(() => expect(screen.getByTestId("review-count")).toHaveTextContent(`${scores.length} reviews`));
    expect(container.querySelector('[part="badge"]')).toBeNull();
    expect(screen.queryByText(/recommend/)).not.toBeInTheDocument();
  });

  it("[RW-SUM-4] the internal variant uses the compact box with the badge in its corner", async () => {
    await seedRatings(world.server, "badge-internal", ratings(5, 15));
    const request = await requestAs(world.server, "learner");
    const { container } = render(
      <ReviewWidget
        request={request}
        isIntranet
        isProd
        sxzLang="en_US"
        resourceId="badge-internal"
        moduleId="course"
        isModal
        search=""
      />,
    );
    await waitFor(() => expect(screen.getByTestId("review-count")).toHaveTextContent("15 reviews"));
    expect(container.querySelector(".sxz-root")).toHaveAttribute("data-variant", "internal");
    expect(container.querySelector(".sxz-summary")).toHaveClass("sxz-summary--compact");
    const badge = container.querySelector('[part="badge"]');
    expect(badge).toHaveClass("sxz-summary__badge--corner");
    expect(badge).toHaveTextContent("100% recommended");
  });

  it("[RW-SUM-4] [RW-K-1] on the internal non-prod variant the corner badge shows from 5 reviews, not from 4", async () => {
    await seedRatings(world.server, "badge-internal-5", ratings(5, 5));
    await seedRatings(world.server, "badge-internal-4", ratings(5, 4));
    const request = await requestAs(world.server, "learner");
    const five = render(
      <ReviewWidget
        request={request}
        isIntranet
        sxzLang="en_US"
        resourceId="badge-internal-5"
        moduleId="course"
        isModal
        search=""
      />,
    );
    await waitFor(() => expect(screen.getByTestId("review-count")).toHaveTextContent("5 reviews"));
    expect(five.container.querySelector('[part="badge"]')).toHaveClass("sxz-summary__badge--corner");
    five.unmount();
    const four = render(
      <ReviewWidget
        request={request}
        isIntranet
        sxzLang="en_US"
        resourceId="badge-internal-4"
        moduleId="course"
        isModal
        search=""
      />,
    );
    await waitFor(() => expect(screen.getByTestId("review-count")).toHaveTextContent("4 reviews"));
    expect(four.container.querySelector('[part="badge"]')).toBeNull();
  });

  it("[RW-API-3] the figures come from queryMsgCountProportions and general with the resource id", async () => {
    const { request, calls } = recording(await requestAs(world.server, "learner"));
    render(
      <ReviewWidget request={request} sxzLang="en_US" resourceId="course-intro" moduleId="course" isModal search="" />,
    );
    await screen.findByTestId("review-count");
    expect(calls).toContainEqual(
      expect.objectContaining({
        method: "GET",
        url: "/api/universal/v1/score/queryMsgCountProportions",
        params: { resourceId: "course-intro" },
      }),
    );
    expect(calls).toContainEqual(
      expect.objectContaining({
        method: "GET",
        url: "/api/universal/v1/score/general",
        params: { resourceId: "course-intro" },
      }),
    );
  });

  it("[RW-API-9] config list with moduleId, isNew true and type 0,2,3,4,5,6; own rating with moduleId and resourceId", async () => {
    const { request, calls } = recording(await requestAs(world.server, "learner"));
    render(
      <ReviewWidget request={request} sxzLang="en_US" resourceId="course-intro" moduleId="course" isModal search="" />,
    );
    await screen.findByTestId("review-count");
    expect(calls).toContainEqual(
      expect.objectContaining({
        url: "/api/universal/v1/score/configList",
        params: { moduleId: "course", isNew: true, type: "0,2,3,4,5,6" },
      }),
    );
    expect(calls).toContainEqual(
      expect.objectContaining({
        url: "/api/universal/v1/score/myScore",
        params: { moduleId: "course", resourceId: "course-intro" },
      }),
    );
  });

  it("[RW-ENT-8] getScoreInfo carries totalCount, avgScore and progressList; listenScore the own rating", async () => {
    const request = await requestAs(world.server, "learner");
    const { total, result } = await distributionOf(world.server, "course-intro");
    const events: { name: string; detail: unknown }[] = [];
    render(
      <ReviewWidget
        request={request}
        sxzLang="en_US"
        resourceId="course-intro"
        moduleId="course"
        isModal
        search=""
        onEvent={(name, detail) => events.push({ name, detail })}
      />,
    );
    await waitFor(() => expect(events.map((e) => e.name)).toContain("getScoreInfo"));
    const info = events.find((e) => e.name === "getScoreInfo")!.detail as WidgetEventMap["getScoreInfo"];
    expect(info.totalCount).toBe(total);
    expect(info.avgScore).toBeGreaterThan(0);
    expect(info.progressList).toEqual(result);
    await waitFor(() =>
      expect(events.find((e) => e.name === "listenScore")?.detail).toEqual({ hasRated: false, score: 0 }),
    );
  });

  it("[RW-ENT-8] a host passing a new onEvent on every render gets each event once", async () => {
    const { request, calls } = recording(await requestAs(world.server, "learner"));
    const names: string[] = [];
    const props = {
      request,
      sxzLang: "en_US",
      resourceId: "course-intro",
      moduleId: "course",
      isModal: true,
      search: "",
    } as const;
    const view = render(<ReviewWidget {...props} onEvent={(name) => names.push(name)} />);
    await waitFor(() => expect(names).toEqual(expect.arrayContaining(["getScoreInfo", "listenScore"])));
    const sent = calls.length;
    for (let i = 0; i < 3; i += 1) view.rerender(<ReviewWidget {...props} onEvent={(name) => names.push(name)} />);
    // Both events come with the first calls' answers: a new handler that started the calls again (or replayed the
    // events) would show here, within the rerenders' own work, without waiting for anything.
    expect(calls).toHaveLength(sent);
    expect(names.filter((name) => name === "getScoreInfo")).toHaveLength(1);
    expect(names.filter((name) => name === "listenScore")).toHaveLength(1);
  });

  it("[RW-SUM-1] figures the server refuses leave a notice with Try again and no figures at all; no rate button for a visitor who may not rate", async () => {
    const request = await requestAs(world.server, "learner");
    // Longer than the contract allows: the real server answers 400 for the figures.
    const { container } = render(
      <ReviewWidget
        request={request}
        sxzLang="en_US"
        resourceId={`r-${"x".repeat(120)}`}
        moduleId="course"
        isModal
        search=""
      />,
    );
    const notice = (await screen.findByText("The ratings could not be loaded.")).closest<HTMLElement>(
      '[role="status"]',
    )!;
    expect(notice).not.toBeNull();
    expect(within(notice).getByRole("button", { name: "Try again" })).toBeInTheDocument();
    // Not known is not "no ratings", and no made-up figure either: no count, no share, no average, no badge.
    const summary = container.querySelector<HTMLElement>(".sxz-summary")!;
    expect(summary).toHaveAttribute("data-state", "failed");
    expect(summary.textContent).not.toMatch(/\d/);
    expect(screen.queryByTestId("review-count")).toBeNull();
    expect(screen.queryByText("No ratings yet")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Want to rate" })).toBeNull();
  });
});
