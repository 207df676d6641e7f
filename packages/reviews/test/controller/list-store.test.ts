import { describe, expect, it } from "vitest";
import type { ReviewAnswer, ReviewPageAnswer } from "@sxz/contract";
import en from "../../src/i18n/locales/en_US/list";
import { BusyError } from "../../src/api/request";
import type { ListApi } from "../../src/api/list";
import { countingApi } from "../list/render-list";
import { giveScore, listServerForSuite, seedReviews } from "../list/real-server";
import { createListStore } from "../../src/controller/list-store";
import { loadListWrites } from "../../src/parts/list-parts";
import type { ListHost, ListSource, ListStore, ToastType } from "../../src/controller/list-store";

const world = listServerForSuite();

function hostCollecting() {
  const toasts: { message: string; type: ToastType }[] = [];
  const events: string[] = [];
  const host: ListHost = {
    messages: en,
    toast: (message, type) => toasts.push({ message, type }),
    onClickEvent: (event) => events.push(event),
    onDeleteOrAdd: (detail) => events.push(detail.action),
  };
  return { host, toasts, events };
}

function source(api: ListApi, resourceId: string): ListSource {
  return { api, loadWrites: loadListWrites, mode: "resource", resourceId, moduleId: "course", variant: "external" };
}

/** Resolves once the store's snapshot satisfies `done`. */
function until(store: ListStore, done: (state: ReturnType<ListStore["getState"]>) => boolean): Promise<void> {
  return new Promise((resolve, reject) => {
    if (done(store.getState())) return resolve();
    const timer = setTimeout(
      () => reject(new Error(`store never reached the state: ${JSON.stringify(store.getState().list)}`)),
      8000,
    );
    const stop = store.subscribe(() => {
      if (!done(store.getState())) return;
      clearTimeout(timer);
      stop();
      resolve();
    });
  });
}

const idle = (store: ListStore) => until(store, (s) => s.list.page > 0 && !s.list.loading);

/** An answer the test releases by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe("list store without a view (real server)", () => {
  it("[RW-ST-9] [RW-API-2] pages through every review once, never two loads at once, and stops when none are left", async () => {
    await seedReviews(world.server, "store-paging", 25);
    const { api, calls } = countingApi(world.learner);
    const store = createListStore(source(api, "store-paging"), hostCollecting().host);
    store.restart();
    store.loadNext();
    store.loadNext(true);
    expect(calls.queryMessages).toBe(1);
    await idle(store);
    expect(store.getState().list).toMatchObject({ page: 1, total: 25 });
    while (store.getState().list.hasMore) {
      store.loadNext();
      await until(store, (s) => !s.list.loading);
    }
    const ids = store.getState().list.items.map((review) => review.id);
    expect(ids).toHaveLength(25);
    expect(new Set(ids).size).toBe(25);
    expect(calls.queryMessages).toBe(3);
    store.loadNext();
    expect(calls.queryMessages).toBe(3);
    store.dispose();
  });

  it("[RW-ST-9] a filter or sort change starts again at page 1 and drops the answer of the old listing", async () => {
    const pages = [deferred<ReviewPageAnswer>(), deferred<ReviewPageAnswer>(), deferred<ReviewPageAnswer>()];
    let call = 0;
    const api = { ...world.learner, queryMessages: () => pages[call++]!.promise } as ListApi;
    const store = createListStore(source(api, "store-stale"), hostCollecting().host);
    store.restart();
    store.toggleTag("good");
    expect(store.getState().list).toMatchObject({ page: 0, tags: ["good"], loading: true });
    const review = (id: number) =>
      ({
        id,
        isTop: 0,
        isHidden: 0,
        isLiked: false,
        likeCount: 0,
        created_time: "2026-01-01T00:00:00Z",
        replyList: [],
      }) as unknown as ReviewAnswer;
    const answer = (id: number): ReviewPageAnswer =>
      ({ scoreInfoList: [review(id)], totalCount: 1, hasMore: false, nextCursor: null }) as unknown as ReviewPageAnswer;
    pages[1]!.resolve(answer(2));
    await idle(store);
    pages[0]!.resolve(answer(1));
    // Awaiting the same answer runs after the store's own reaction to it (reactions run in the order they were added).
    await pages[0]!.promise;
    expect(store.getState().list.items.map((item) => item.id)).toEqual([2]);
    store.sort("hottest");
    expect(store.getState().list).toMatchObject({ page: 0, items: [], sort: "hottest", tags: ["good"], loading: true });
    expect(call).toBe(3);
    store.dispose();
  });

  it("[RW-ST-7] [RW-API-3] a like shows at once, is blocked while in flight, and the server's answer stays", async () => {
    await seedReviews(world.server, "store-like", 2);
    const { host, toasts, events } = hostCollecting();
    const { api, calls } = countingApi(world.learner);
    const store = createListStore(source(api, "store-like"), host);
    store.restart();
    await idle(store);
    const review = store.getState().list.items[0]!;
    const before = review.likeCount ?? 0;
    store.like(review);
    expect(store.getState().list.items[0]).toMatchObject({ isLiked: true, likeCount: before + 1 });
    store.like(review);
    expect(calls.like).toBe(1);
    await until(store, (s) => !s.list.pendingLikes[review.id]);
    expect(store.getState().list.items[0]).toMatchObject({ isLiked: true, likeCount: before + 1 });
    // No toast for a change the learner sees on the button; the words are an announcement for screen readers.
    expect(toasts).toEqual([]);
    expect(store.getState().announcement).toMatchObject({ text: en.likeSuccess });
    expect(events).toEqual(["like"]);
    store.dispose();
  });

  it("[RW-ST-7] [RW-ERR-4] a failed like is rolled back with its message; a busy one shows nothing more", async () => {
    await seedReviews(world.server, "store-like-fail", 1);
    const { host, toasts } = hostCollecting();
    const failures: unknown[] = [new Error("network"), new BusyError(503, "/api/universal/v1/liked", "POST")];
    const api = { ...world.learner, like: () => Promise.reject(failures.shift()) } as ListApi;
    const store = createListStore(source(api, "store-like-fail"), host);
    store.restart();
    await idle(store);
    const review = store.getState().list.items[0]!;
    for (let attempt = 0; attempt < 2; attempt++) {
      store.like(review);
      expect(store.getState().list.items[0]!.isLiked).toBeTruthy();
      await until(store, (s) => !s.list.pendingLikes[review.id]);
      expect(store.getState().list.items[0]).toMatchObject({ isLiked: review.isLiked, likeCount: review.likeCount });
    }
    expect(toasts).toEqual([{ message: en.likeError, type: "error" }]);
    store.dispose();
  });

  it("[RW-ST-5] [RW-ST-6] pin moves a review to the top and unpin back by time; hide marks it, locally after the server confirms", async () => {
    await seedReviews(world.server, "store-moderate", 3);
    const { host, toasts } = hostCollecting();
    const store = createListStore(source(world.admin, "store-moderate"), host);
    store.restart();
    await idle(store);
    const order = store.getState().list.items.map((item) => item.id);
    const oldest = store.getState().list.items[2]!;
    await store.pin(oldest);
    expect(store.getState().list.items.map((item) => item.id)).toEqual([oldest.id, order[0], order[1]]);
    await store.pin(store.getState().list.items[0]!);
    expect(store.getState().list.items.map((item) => item.id)).toEqual(order);
    await store.hide(oldest);
    expect(store.getState().list.items[2]!.isHidden).toBe(1);
    expect(toasts.map((toast) => toast.message)).toEqual([en.top, en.unTop, en.hidden]);
    store.dispose();
  });

  it("[RW-API-4] [RW-API-6] replies are added, edited and deleted, and a review's author edits and deletes it", async () => {
    const reviewId = await giveScore(world.server, "learner", {
      resourceId: "store-replies",
      score: 4,
      content: "First words",
    });
    const { host, events } = hostCollecting();
    const admin = createListStore(source(world.admin, "store-replies"), host);
    admin.restart();
    await idle(admin);
    const replied = () => admin.getState().list.items.find((item) => item.id === reviewId)!;
    await admin.addReply(replied(), "A reply");
    expect(replied().replyList.map((reply) => reply.content)).toEqual(["A reply"]);
    await admin.editReply(replied(), replied().replyList[0]!.id, "An edited reply");
    expect(replied().replyList[0]!.content).toBe("An edited reply");
    expect(await admin.deleteReply(replied(), replied().replyList[0]!)).toBe(true);
    expect(replied().replyList).toEqual([]);
    admin.dispose();
    const store = createListStore(source(world.learner, "store-replies"), host);
    store.restart();
    await idle(store);
    const review = () => store.getState().list.items.find((item) => item.id === reviewId)!;
    await store.editReview(review(), "Second words");
    expect(review().content).toBe("Second words");
    expect(await store.deleteReview(review())).toBe(true);
    expect(store.getState().list.items).toEqual([]);
    expect(events).toEqual(["addReply", "deleteReply", "delete", "deleteReview"]);
    store.dispose();
  });

  it("[RW-ERR-4] a refused write keeps the list as it was, shows the server's message and rejects for the editor", async () => {
    await seedReviews(world.server, "store-refused", 1);
    const { host, toasts } = hostCollecting();
    const store = createListStore(source(world.learner, "store-refused"), host);
    store.restart();
    await idle(store);
    const review = store.getState().list.items[0]!;
    expect(await store.deleteReview(review)).toBe(false);
    expect(store.getState().list.items).toHaveLength(1);
    await expect(store.addReply(review, "Learners do not reply here")).rejects.toBeDefined();
    expect(store.getState().list.items[0]!.replyList).toEqual(review.replyList);
    expect(toasts.map((toast) => toast.type)).toEqual(["error", "error"]);
    store.dispose();
  });
});

describe("list store: star filter and search (real server)", () => {
  it("sends the stars and the search with every page, keeps what the answer applied, and clears all filters at once", async () => {
    await seedReviews(world.server, "store-filters", 15);
    const counted = countingApi(world.learner);
    const sent: unknown[] = [];
    const api: ListApi = {
      ...counted.api,
      queryMessages: (query) => (
        sent.push({ scores: query.scores, q: query.q, tags: query.tags }),
        counted.api.queryMessages(query)
      ),
    };
    const store = createListStore(source(api, "store-filters"), hostCollecting().host);
    store.restart();
    await idle(store);
    expect(store.getState().applied).toBeUndefined();

    store.filterScores([5, 4]);
    await idle(store);
    expect(sent.at(-1)).toMatchObject({ scores: [5, 4], q: "" });
    expect(store.getState().applied?.scores).toEqual([4, 5]);
    expect(store.getState().list.items.every((review) => review.score >= 4)).toBe(true);

    // The same filter again is no new listing.
    const calls = counted.calls.queryMessages;
    store.filterScores([5, 4]);
    expect(counted.calls.queryMessages).toBe(calls);

    store.search("  Synthetic  ");
    await idle(store);
    expect(sent.at(-1)).toMatchObject({ scores: [5, 4], q: "Synthetic" });
    expect(store.getState().applied?.q).toEqual(["synthetic"]);

    store.toggleTag("s5-clear");
    await idle(store);
    store.clearFilters();
    await idle(store);
    expect(sent.at(-1)).toMatchObject({ scores: [], q: "", tags: [] });
    expect(store.getState().filter).toEqual({ scores: [], query: "" });
    expect(store.getState().applied).toBeUndefined();
    store.dispose();
  });
});
