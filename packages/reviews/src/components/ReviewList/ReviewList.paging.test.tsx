import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { countingApi, renderList, toastCollector } from "../../../test/list/render-list";
import { listApiAs, seedReviews, startListServer } from "../../../test/list/real-server";
import type { TestServer } from "../../../test/list/real-server";
import type { ListApi } from "../../api/list";

let server: TestServer;
let learner: ListApi;
const RESOURCE = "paging-course";

beforeAll(async () => {
  server = await startListServer();
  await seedReviews(server, RESOURCE, 25);
  learner = (await listApiAs(server, "learner")).api;
}, 60_000);
afterAll(() => server?.close());

const cards = () => screen.queryAllByRole("article");
const cardIds = () => cards().map((card) => card.id);

async function loadAll(user: ReturnType<typeof userEvent.setup>) {
  for (;;) {
    await waitFor(() => expect(screen.queryByRole("status")).toBeNull());
    const more = screen.queryByRole("button", { name: "Load more reviews" });
    if (!more) break;
    await user.click(more);
  }
}

describe("review list paging (real server)", () => {
  it("[RW-LST-1] [RW-API-2] the header shows the review count and the first page holds 10 reviews", async () => {
    renderList({ api: learner, resourceId: RESOURCE, toast: toastCollector().toast });
    expect(await screen.findByRole("heading", { name: /25 reviews/ })).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(10));
  });

  it("[RW-LST-9] while the first page is on its way the list shows the skeleton of a page and no Load more button", async () => {
    // The first answer is held until the test lets it through; it is the real server's answer.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const api: ListApi = { ...learner, queryMessages: async (query) => held.then(() => learner.queryMessages(query)) };
    renderList({ api, resourceId: RESOURCE, toast: toastCollector().toast });
    expect(await screen.findByTestId("list-skeleton")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Loading…");
    expect(screen.queryByRole("button", { name: "Load more reviews" })).toBeNull();
    release();
    await waitFor(() => expect(cards()).toHaveLength(10));
    expect(screen.queryByTestId("list-skeleton")).toBeNull();
    expect(screen.getByRole("button", { name: "Load more reviews" })).toBeInTheDocument();
  });

  it("[RW-ST-9] [RW-LST-9] load more pages through every review once, then shows no more", async () => {
    const user = userEvent.setup();
    renderList({ api: learner, resourceId: RESOURCE, toast: toastCollector().toast });
    await waitFor(() => expect(cards()).toHaveLength(10));
    await loadAll(user);
    const ids = cardIds();
    expect(ids).toHaveLength(25);
    expect(new Set(ids).size).toBe(25);
    expect(screen.getByText("No more reviews")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Load more reviews" })).toBeNull();
  });

  it("[RW-ST-9] load more is keyboard-reachable and moves focus to the first review of the new page", async () => {
    const user = userEvent.setup();
    renderList({ api: learner, resourceId: RESOURCE, toast: toastCollector().toast });
    await waitFor(() => expect(cards()).toHaveLength(10));
    const more = screen.getByRole("button", { name: "Load more reviews" });
    more.focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(cards()).toHaveLength(20));
    await waitFor(() => expect(cards()[10]).toHaveFocus());
  });

  it("[RW-ST-9] a second load never starts while one is in flight", async () => {
    const counted = countingApi(learner);
    renderList({ api: counted.api, resourceId: RESOURCE, toast: toastCollector().toast });
    await waitFor(() => expect(cards()).toHaveLength(10));
    const more = screen.getByRole("button", { name: "Load more reviews" });
    act(() => {
      more.click();
    });
    // The button stays (aria-disabled) while the page loads; pressing it again starts nothing.
    expect(screen.getByRole("status")).toHaveTextContent("Loading…");
    expect(more).toHaveAttribute("aria-disabled", "true");
    act(() => {
      more.click();
      more.click();
    });
    await waitFor(() => expect(cards()).toHaveLength(20));
    expect(counted.calls.queryMessages).toBe(2);
  });

  it("[RW-ST-9] the next page loads when the bottom sentinel nears the viewport", async () => {
    const observers: { callback: IntersectionObserverCallback; target?: Element }[] = [];
    class ViewportObserver {
      constructor(readonly callback: IntersectionObserverCallback) {
        observers.push({ callback });
      }
      observe(target: Element) {
        observers[observers.length - 1]!.target = target;
      }
      disconnect() {}
      unobserve() {}
      takeRecords() {
        return [];
      }
    }
    const original = globalThis.IntersectionObserver;
    globalThis.IntersectionObserver = ViewportObserver as unknown as typeof IntersectionObserver;
    try {
      const counted = countingApi(learner);
      renderList({ api: counted.api, resourceId: RESOURCE, toast: toastCollector().toast });
      await waitFor(() => expect(cards()).toHaveLength(10));
      // The sentinel's observer (the chunks of cards have their own).
      const observer = observers.findLast((entry) => entry.target?.classList.contains("sxz-list__sentinel"))!;
      act(() => {
        observer.callback(
          [{ isIntersecting: true, target: observer.target } as IntersectionObserverEntry],
          {} as IntersectionObserver,
        );
      });
      // The sentinel stays in view: pages keep coming until none is left, one request at a time.
      await waitFor(() => expect(cards()).toHaveLength(25));
      expect(counted.calls.queryMessages).toBe(3);
    } finally {
      globalThis.IntersectionObserver = original;
    }
  });

  it("[RW-LST-2] [RW-ST-9] choosing a tag restarts at page 1 with reviews carrying that tag; external selects several", async () => {
    const user = userEvent.setup();
    renderList({ api: learner, resourceId: RESOURCE, toast: toastCollector().toast });
    await waitFor(() => expect(cards()).toHaveLength(10));
    const group = await screen.findByRole("group", { name: "Filter reviews by tag" });
    const chips = await within(group).findAllByRole("button");
    expect(chips[0]).toHaveAccessibleName(/^.+ \(\d+\)$/);
    const first = chips[0]!;
    const [, label, count] = /^(.+) \((\d+)\)$/.exec(first.textContent ?? "")!;
    await user.click(first);
    expect(first).toHaveAttribute("aria-pressed", "true");
    await loadAll(user);
    expect(cards()).toHaveLength(Number(count));
    for (const card of cards()) expect(within(card).getByText(label!)).toBeInTheDocument();
    const second = chips[1]!;
    await user.click(second);
    expect(first).toHaveAttribute("aria-pressed", "true");
    expect(second).toHaveAttribute("aria-pressed", "true");
  });

  it("[RW-LST-1] [RW-LST-2] with a tag selected the header counts the filtered reviews, not the whole course", async () => {
    const user = userEvent.setup();
    renderList({ api: learner, resourceId: RESOURCE, toast: toastCollector().toast });
    const heading = screen.getByRole("heading", { level: 2 });
    await waitFor(() => expect(heading).toHaveTextContent("· 25 reviews"));
    const group = await screen.findByRole("group", { name: "Filter reviews by tag" });
    const chips = await within(group).findAllByRole("button");
    const tagged = (chip: HTMLElement) => Number(/\((\d+)\)$/.exec(chip.textContent ?? "")![1]);
    const [first, second] = [chips[0]!, chips[1]!];
    expect(tagged(first)).toBeLessThan(25);
    await user.click(first);
    await waitFor(() => expect(heading).toHaveTextContent(`· ${tagged(first)} review`));
    // Two tags match any of them; once every page is in, the header counts what the list holds.
    await user.click(second);
    await loadAll(user);
    expect(heading).toHaveTextContent(`· ${cards().length} review`);
    await user.click(first);
    await user.click(second);
    await waitFor(() => expect(heading).toHaveTextContent("· 25 reviews"));
  });

  it("[RW-ST-9] the internal variant keeps one tag selected at a time", async () => {
    const user = userEvent.setup();
    renderList({ api: learner, resourceId: RESOURCE, variant: "internal", toast: toastCollector().toast });
    const group = await screen.findByRole("group", { name: "Filter reviews by tag" });
    const chips = await within(group).findAllByRole("button");
    await user.click(chips[0]!);
    await user.click(chips[1]!);
    expect(chips[0]).toHaveAttribute("aria-pressed", "false");
    expect(chips[1]).toHaveAttribute("aria-pressed", "true");
  });

  it("[RW-LST-3] the hottest tab lists the most liked first", async () => {
    const user = userEvent.setup();
    renderList({ api: learner, resourceId: RESOURCE, toast: toastCollector().toast });
    await waitFor(() => expect(cards()).toHaveLength(10));
    const hottest = screen.getByRole("tab", { name: "Hottest" });
    await user.click(hottest);
    expect(hottest).toHaveAttribute("aria-selected", "true");
    await loadAll(user);
    const likes = cards().map((card) =>
      Number(
        /(\d+) like/.exec(within(card).getByRole("button", { pressed: false }).getAttribute("aria-label") ?? "")?.[1],
      ),
    );
    expect(likes).toHaveLength(25);
    expect([...likes].sort((a, b) => b - a)).toEqual(likes);
  });

  it("[RW-LST-9] the empty state differs between the internal and external variants", async () => {
    const { unmount } = renderList({ api: learner, resourceId: "no-reviews-course", toast: toastCollector().toast });
    expect(await screen.findByText("No reviews yet")).toBeInTheDocument();
    // Nothing to sort: no latest / hottest tabs over an empty list.
    expect(screen.queryByRole("tablist")).toBeNull();
    // The picture is a chunk of its own, fetched when the empty state shows.
    await waitFor(() => expect(document.querySelector("[data-picture]")?.getAttribute("data-picture")).toBe("box"));
    unmount();
    renderList({ api: learner, resourceId: "no-reviews-course", variant: "internal", toast: toastCollector().toast });
    expect(await screen.findByText("No reviews yet. Share what you think of it first!")).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector("[data-picture]")?.getAttribute("data-picture")).toBe("bubble"));
  });
});
