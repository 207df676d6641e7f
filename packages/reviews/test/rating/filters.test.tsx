import { describe, expect, it } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ReviewWidget } from "../../src/components/ReviewWidget/ReviewWidget";
import type { ReviewWidgetProps } from "../../src/components/ReviewWidget/ReviewWidget";
import { ReviewList } from "../../src/components/ReviewList/ReviewList";
import { createListApiWithParts as createListApi } from "../../src/parts/list-parts";
import type { ListApi } from "../../src/api/list";
import { createRequester } from "../../src/api/request";
import en from "../../src/i18n/locales/en_US/list";
import { insertReviews, nextReviewId, rebuildCounters } from "../../../server/src/db/seed/bulk-reviews";
import { ratingSuite, requestAs } from "./real-server";
import type { TestServer } from "./real-server";

const world = ratingSuite();

interface Seed {
  score: number;
  content?: string;
  tags?: string[];
}

/** Reviews of a resource of its own, newest first as given, with exactly these scores, texts and tags. */
async function seed(server: TestServer, resourceId: string, reviews: readonly Seed[]): Promise<void> {
  const db = server.app.database.db;
  const firstId = await nextReviewId(db);
  const now = Date.now();
  await insertReviews(
    db,
    reviews.map((review, index) => ({
      id: firstId + index,
      tenantId: "demo",
      resourceId,
      moduleId: "course",
      resourceType: "course",
      userId: `filter-${resourceId}-${index}`,
      authorRole: "learner" as const,
      score: review.score,
      content: review.content ?? `Review ${index} of ${resourceId}`,
      tags: review.tags ?? [],
      isTop: 0,
      isHidden: 0,
      likeCount: 0,
      createdAt: now - (index + 1) * 1000,
      updatedAt: now - (index + 1) * 1000,
    })),
  );
  await rebuildCounters(db, resourceId);
}

const stars = (score: number, count: number, extra: Omit<Seed, "score"> = {}): Seed[] =>
  Array.from({ length: count }, () => ({ score, ...extra }));

async function widget(resourceId: string, props: Partial<ReviewWidgetProps> = {}) {
  const request = await requestAs(world.server, "learner");
  render(
    <ReviewWidget request={request} sxzLang="en_US" resourceId={resourceId} moduleId="course" search="" {...props} />,
  );
  const list = props.sxzLang === "ar_SA" ? document.body : await screen.findByRole("region", { name: /^Reviews/ });
  return { list, user: userEvent.setup() };
}

const cards = (list: HTMLElement) => within(list).queryAllByRole("article");
const starsOf = (card: HTMLElement) =>
  within(card)
    .getByRole("img", { name: /^Rated \d out of 5$/ })
    .getAttribute("aria-label");

describe("filter by stars (real server)", () => {
  it("each per-star row is a toggle named in the language; the list shows only those stars, says so, and Clear undoes it", async () => {
    await seed(world.server, "filter-stars", [...stars(5, 6), ...stars(2, 3), ...stars(1, 2)]);
    const { list, user } = await widget("filter-stars");
    const two = await screen.findByRole("button", { name: "Show 2-star reviews, 3" });
    expect(two).toHaveAttribute("aria-pressed", "false");
    await waitFor(() => expect(cards(list)).toHaveLength(10));

    await user.click(two);
    expect(two).toHaveAttribute("aria-pressed", "true");
    await waitFor(() => expect(within(list).getByTestId("filter-line")).toHaveTextContent("3 2-star reviews · Clear"));
    await waitFor(() => expect(cards(list)).toHaveLength(3));
    for (const card of cards(list)) expect(starsOf(card)).toBe("Rated 2 out of 5");
    expect(within(list).getByRole("heading", { level: 2 })).toHaveTextContent("3 reviews");

    // Keyboard: a second row joins the filter.
    const one = screen.getByRole("button", { name: "Show 1-star reviews, 2" });
    one.focus();
    await user.keyboard("{Enter}");
    await waitFor(() =>
      expect(within(list).getByTestId("filter-line")).toHaveTextContent("5 reviews with 1 and 2 stars · Clear"),
    );
    await waitFor(() => expect(cards(list)).toHaveLength(5));

    await user.click(within(list).getByRole("button", { name: "Clear" }));
    expect(two).toHaveAttribute("aria-pressed", "false");
    expect(one).toHaveAttribute("aria-pressed", "false");
    expect(within(list).queryByTestId("filter-line")).toBeNull();
    await waitFor(() => expect(cards(list)).toHaveLength(10));
  });

  it("[RW-LST-2] combines the stars with a tag; what learners mention shows praise and complaints, top three each, each a filter", async () => {
    await seed(world.server, "filter-mentions", [
      ...stars(5, 4, { tags: ["s5-clear"] }),
      ...stars(5, 3, { tags: ["s5-practical"] }),
      ...stars(4, 2, { tags: ["s4-good-pace"] }),
      ...stars(4, 1, { tags: ["s4-good-examples"] }),
      ...stars(2, 2, { tags: ["s2-too-fast"] }),
      ...stars(1, 1, { tags: ["s1-errors", "s2-too-fast"] }),
      ...stars(3, 1, { tags: ["s3-average"] }),
    ]);
    const { list, user } = await widget("filter-mentions");
    const mentions = await within(list).findByRole("group", { name: "What learners mention" });
    const praise = within(mentions).getByRole("group", { name: "Praise" });
    const complaints = within(mentions).getByRole("group", { name: "Complaints" });
    const chips = (group: HTMLElement) =>
      within(group)
        .getAllByRole("button")
        .map((chip) => chip.textContent);
    // The top three of each side, most mentioned first.
    await waitFor(() =>
      expect(chips(praise)).toEqual(["Clear explanations (4)", "Very practical (3)", "Good pace (2)"]),
    );
    expect(chips(complaints)).toEqual(["Too fast (3)", "Contains errors (1)"]);
    // Every tag stays in the tag filter row (RW-LST-2), pressed wherever it was pressed.
    const row = within(list).getByRole("group", { name: "Filter reviews by tag" });
    expect(within(row).getByRole("button", { name: "Average (1)" })).toBeInTheDocument();

    await user.click(within(complaints).getByRole("button", { name: "Too fast (3)" }));
    expect(within(row).getByRole("button", { name: "Too fast (3)" })).toHaveAttribute("aria-pressed", "true");
    await user.click(screen.getByRole("button", { name: "Show 1-star reviews, 1" }));
    await waitFor(() =>
      expect(within(list).getByTestId("filter-line")).toHaveTextContent("1 1-star review · Tags: Too fast · Clear"),
    );
    await waitFor(() => expect(cards(list)).toHaveLength(1));
    expect(starsOf(cards(list)[0]!)).toBe("Rated 1 out of 5");
  });

  it("[RW-ST-9] on the internal variant one tag at a time, across the praise and complaint groups", async () => {
    await seed(world.server, "filter-internal", [
      ...stars(5, 2, { tags: ["s5-clear"] }),
      ...stars(2, 1, { tags: ["s2-unclear"] }),
    ]);
    const { list, user } = await widget("filter-internal", { isIntranet: true });
    const mentions = await within(list).findByRole("group", { name: "What learners mention" });
    const clear = await within(mentions).findByRole("button", { name: "Clear explanations (2)" });
    await user.click(clear);
    const unclear = within(mentions).getByRole("button", { name: "Unclear (1)" });
    await user.click(unclear);
    expect(unclear).toHaveAttribute("aria-pressed", "true");
    expect(clear).toHaveAttribute("aria-pressed", "false");
    await waitFor(() => expect(cards(list)).toHaveLength(1));
  });

  it("names the star rows in Arabic", async () => {
    await seed(world.server, "filter-arabic", [...stars(2, 18)]);
    await widget("filter-arabic", { sxzLang: "ar_SA" });
    expect(await screen.findByRole("button", { name: "عرض التقييمات بـ ٢ ★، ١٨" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
  });
});

describe("review search (real server)", () => {
  it("Enter searches on the server; matches are marked as text; the line names the search; Clear in the field empties it", async () => {
    await seed(world.server, "search-enter", [
      { score: 5, content: "The VIDEO lessons were sharp" },
      { score: 2, content: '<img src=x onerror="alert(1)"> video froze' },
      { score: 4, content: "Good pace, no complaints" },
    ]);
    const { list, user } = await widget("search-enter");
    await waitFor(() => expect(cards(list)).toHaveLength(3));
    const field = within(list).getByRole("searchbox", { name: "Search reviews" });
    await user.type(field, "video{Enter}");
    await waitFor(() => expect(cards(list)).toHaveLength(2));
    expect(within(list).getByTestId("filter-line")).toHaveTextContent("2 reviews · Search: “video” · Clear");
    const marks = list.querySelectorAll("mark");
    expect([...marks].map((mark) => mark.textContent)).toEqual(["VIDEO", "video"]);
    // Markup in a review stays text: no element was made of it.
    expect(list.querySelector("img[src=x]")).toBeNull();
    expect(within(list).getByText(/onerror="alert\(1\)"/)).toBeInTheDocument();
    for (const mark of marks) expect([...mark.childNodes].every((node) => node.nodeType === Node.TEXT_NODE)).toBe(true);

    await user.click(within(list).getByRole("button", { name: "Clear search" }));
    expect(field).toHaveValue("");
    expect(field).toHaveFocus();
    await waitFor(() => expect(cards(list)).toHaveLength(3));
    expect(list.querySelector("mark")).toBeNull();
  });

  it("typing searches once it pauses; an empty result says so, with Clear", async () => {
    await seed(world.server, "search-typed", [
      { score: 5, content: "Clear and practical" },
      { score: 3, content: "Average" },
    ]);
    const { list, user } = await widget("search-typed");
    await waitFor(() => expect(cards(list)).toHaveLength(2));
    await user.type(within(list).getByRole("searchbox", { name: "Search reviews" }), "nothingmatches");
    const empty = await within(list).findByTestId("no-matches");
    expect(empty).toHaveTextContent("No reviews match.");
    expect(cards(list)).toHaveLength(0);
    await user.click(within(empty).getByRole("button", { name: "Clear" }));
    await waitFor(() => expect(cards(list)).toHaveLength(2));
    expect(within(list).getByRole("searchbox", { name: "Search reviews" })).toHaveValue("");
  });
});

describe("a backend without the filters", () => {
  it("the answer says nothing applied: the widget filters what it loaded, marks the words and says so", async () => {
    await seed(world.server, "filter-foreign", [
      { score: 2, content: "Video was blurry" },
      { score: 5, content: "Great video" },
      { score: 2, content: "Too fast" },
      { score: 4, content: "Fine" },
    ]);
    const request = await requestAs(world.server, "learner");
    const real = createListApi(createRequester(request));
    // The spec's call as such a backend receives it: the extension's parameters are not understood, so not applied.
    const sent: unknown[] = [];
    const api: ListApi = {
      ...real,
      queryMessages: ({ scores, q, ...query }) => {
        sent.push({ scores, q });
        return real.queryMessages(query);
      },
    };
    const user = userEvent.setup();
    const { rerender } = render(
      <ReviewList
        api={api}
        messages={en}
        language="en_US"
        variant="external"
        layout="desktop"
        resourceId="filter-foreign"
        moduleId="course"
        toast={() => {}}
        scores={[]}
      />,
    );
    const list = await screen.findByRole("region", { name: /^Reviews/ });
    await waitFor(() => expect(cards(list)).toHaveLength(4));
    rerender(
      <ReviewList
        api={api}
        messages={en}
        language="en_US"
        variant="external"
        layout="desktop"
        resourceId="filter-foreign"
        moduleId="course"
        toast={() => {}}
        scores={[2]}
      />,
    );
    await waitFor(() => expect(within(list).getByTestId("filter-line")).toHaveTextContent("2 2-star reviews · Clear"));
    expect(cards(list)).toHaveLength(2);
    expect(within(list).getByText("Filtered among the reviews loaded so far.")).toBeInTheDocument();
    await user.type(within(list).getByRole("searchbox", { name: "Search reviews" }), "video{Enter}");
    await waitFor(() => expect(cards(list)).toHaveLength(1));
    expect(list.querySelector("mark")).toHaveTextContent("Video");
    expect(sent).toContainEqual({ scores: [2], q: "video" });
  });
});
