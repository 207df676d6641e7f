import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import { ReviewWidget } from "../../src/components/ReviewWidget/ReviewWidget";
import type { WidgetEventMap } from "../../src/events";
import { distributionOf, recording, requestAs, startRatingServer } from "./real-server";
import type { TestServer } from "./real-server";

let server: TestServer;
beforeAll(async () => {
  server = await startRatingServer();
});
afterAll(async () => {
  await server.close();
});

const truncated = (part: number, total: number) => Math.floor((part * 1000) / total) / 10;

describe("summary box against the reference server", () => {
  it("[RW-SUM-1] shows the positive share, the total, three bars and a per-star breakdown of the real distribution", async () => {
    const request = await requestAs(server, "learner");
    const { result, total } = await distributionOf(server, "course-intro");
    const count = (score: number) => result.find((row) => row.score === score)?.count ?? 0;
    render(<ReviewWidget request={request} sxzLang="en_US" resourceId="course-intro" moduleId="course" isModal search="" />);
    const summary = await screen.findByRole("region", { name: "Learner ratings" });
    await waitFor(() => expect(within(summary).getByTestId("review-count")).toHaveTextContent(`${total} reviews`));
    expect(within(summary).getByTestId("positive-percent")).toHaveTextContent(`${truncated(count(4) + count(5), total)}%`);
    const bars = within(summary).getAllByRole("list")[0]!;
    expect(within(bars).getByText("Positive").parentElement).toHaveTextContent(`${truncated(count(4) + count(5), total)}%`);
    expect(within(bars).getByText("Neutral").parentElement).toHaveTextContent(`${truncated(count(3), total)}%`);
    expect(within(bars).getByText("Negative").parentElement).toHaveTextContent(`${truncated(count(1) + count(2), total)}%`);
    const breakdown = within(summary).getByRole("list", { name: "Ratings by stars" });
    for (const star of [1, 2, 3, 4, 5]) {
      expect(within(breakdown).getByText(star === 1 ? "1 star" : `${star} stars`).parentElement).toHaveTextContent(String(count(star)));
    }
  });

  it("[RW-SUM-2] the corner label says want to rate before rating and had rated for a user who rated", async () => {
    // learner has not rated course-intro in the demo data; learner rates course-data here through the real call.
    const learner = await requestAs(server, "learner");
    const { unmount } = render(<ReviewWidget request={learner} sxzLang="en_US" resourceId="course-intro" moduleId="course" isModal search="" />);
    expect(await screen.findByRole("button", { name: "Want to rate" })).toBeInTheDocument();
    unmount();
    const answer = await learner({ method: "POST", url: "/api/universal/v1/score/giveScore", data: { resourceId: "course-data", moduleId: "course", score: 4 } });
    expect((answer.data as { code: number }).code).toBe(200);
    render(<ReviewWidget request={learner} sxzLang="en_US" resourceId="course-data" moduleId="course" isModal search="" />);
    expect(await screen.findByRole("button", { name: "Had rated" })).toBeInTheDocument();
  });

  it("[RW-SUM-3] the recommendation badge and its tip follow the badge rule for the real figures", async () => {
    const request = await requestAs(server, "learner");
    const { result, total } = await distributionOf(server, "course-intro");
    const positive = (result.find((r) => r.score === 4)?.count ?? 0) + (result.find((r) => r.score === 5)?.count ?? 0);
    const tier = positive === total ? 100 : [95, 92, 90].find((t) => positive * 100 >= t * total) ?? null;
    render(<ReviewWidget request={request} sxzLang="en_US" resourceId="course-intro" moduleId="course" isModal search="" />);
    await screen.findByText(`${total} reviews`);
    const label = tier === null ? null : tier === 100 ? "100% recommended" : `Over ${tier}% recommend`;
    if (label) {
      expect(screen.getByText(label)).toBeInTheDocument();
      expect(screen.getByText(`${truncated(positive, total)}% of learners gave 4 or 5 stars`)).toBeInTheDocument();
    } else {
      expect(screen.queryByText(/recommend/)).not.toBeInTheDocument();
    }
  });

  it("[RW-SUM-3] a resource with fewer than 15 reviews shows no badge", async () => {
    const request = await requestAs(server, "learner");
    render(<ReviewWidget request={request} sxzLang="en_US" resourceId="course-writing" moduleId="course" isModal search="" />);
    await screen.findByTestId("review-count");
    expect(screen.queryByText(/recommended|recommend$/)).not.toBeInTheDocument();
    expect(screen.queryByTestId("recommended-value")).not.toBeInTheDocument();
  });

  it("[RW-SUM-4] the internal variant uses the compact box with the badge in its corner", async () => {
    const request = await requestAs(server, "learner");
    const { container } = render(<ReviewWidget request={request} isIntranet sxzLang="en_US" resourceId="course-intro" moduleId="course" isModal search="" />);
    await screen.findByTestId("review-count");
    expect(container.querySelector(".sxz-summary")).toHaveClass("sxz-summary--compact");
    const badge = container.querySelector(".sxz-badge");
    if (badge) expect(badge).toHaveClass("sxz-badge--corner");
    expect(container.querySelector(".sxz-root")).toHaveAttribute("data-variant", "internal");
  });

  it("[RW-API-3] the figures come from queryMsgCountProportions and general with the resource id", async () => {
    const { request, calls } = recording(await requestAs(server, "learner"));
    render(<ReviewWidget request={request} sxzLang="en_US" resourceId="course-intro" moduleId="course" isModal search="" />);
    await screen.findByTestId("review-count");
    expect(calls).toContainEqual(expect.objectContaining({ method: "GET", url: "/api/universal/v1/score/queryMsgCountProportions", params: { resourceId: "course-intro" } }));
    expect(calls).toContainEqual(expect.objectContaining({ method: "GET", url: "/api/universal/v1/score/general", params: { resourceId: "course-intro" } }));
  });

  it("[RW-API-9] config list with moduleId, isNew true and type 0,2,3,4,5,6; own rating with moduleId and resourceId", async () => {
    const { request, calls } = recording(await requestAs(server, "learner"));
    render(<ReviewWidget request={request} sxzLang="en_US" resourceId="course-intro" moduleId="course" isModal search="" />);
    await screen.findByTestId("review-count");
    expect(calls).toContainEqual(expect.objectContaining({ url: "/api/universal/v1/score/configList", params: { moduleId: "course", isNew: true, type: "0,2,3,4,5,6" } }));
    expect(calls).toContainEqual(expect.objectContaining({ url: "/api/universal/v1/score/myScore", params: { moduleId: "course", resourceId: "course-intro" } }));
  });

  it("[RW-ENT-8] getScoreInfo carries totalCount, avgScore and progressList; listenScore the own rating", async () => {
    const request = await requestAs(server, "learner");
    const { total, result } = await distributionOf(server, "course-intro");
    const events: { name: string; detail: unknown }[] = [];
    render(
      <ReviewWidget request={request} sxzLang="en_US" resourceId="course-intro" moduleId="course" isModal search="" onEvent={(name, detail) => events.push({ name, detail })} />,
    );
    await waitFor(() => expect(events.map((e) => e.name)).toContain("getScoreInfo"));
    const info = events.find((e) => e.name === "getScoreInfo")!.detail as WidgetEventMap["getScoreInfo"];
    expect(info.totalCount).toBe(total);
    expect(info.avgScore).toBeGreaterThan(0);
    expect(info.progressList).toEqual(result);
    await waitFor(() => expect(events.find((e) => e.name === "listenScore")?.detail).toEqual({ hasRated: false, score: 0 }));
  });

  it("[RW-ENT-8] a host passing a new onEvent on every render gets each event once", async () => {
    const request = await requestAs(server, "learner");
    const names: string[] = [];
    const props = { request, sxzLang: "en_US", resourceId: "course-intro", moduleId: "course", isModal: true, search: "" } as const;
    const view = render(<ReviewWidget {...props} onEvent={(name) => names.push(name)} />);
    await waitFor(() => expect(names).toContain("getScoreInfo"));
    for (let i = 0; i < 3; i += 1) view.rerender(<ReviewWidget {...props} onEvent={(name) => names.push(name)} />);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(names.filter((name) => name === "getScoreInfo")).toHaveLength(1);
    expect(names.filter((name) => name === "listenScore")).toHaveLength(1);
  });

  it("[RW-SUM-1] figures the server refuses leave a visible notice instead of a broken box", async () => {
    const request = await requestAs(server, "learner");
    // Longer than the contract allows: the real server answers 400 for the figures.
    render(<ReviewWidget request={request} sxzLang="en_US" resourceId={`r-${"x".repeat(120)}`} moduleId="course" isModal search="" />);
    expect(await screen.findByText("The ratings could not be loaded.")).toBeInTheDocument();
    expect(screen.getByTestId("review-count")).toHaveTextContent("No ratings yet");
  });
});
