import { afterEach, describe, expect, it, vi } from "vitest";
import en from "../../src/i18n/locales/en_US/index";
import dialogTexts from "../../src/i18n/locales/en_US/rating-dialog";
import type { RequestFunction } from "../../src/api/request";
import type { WidgetEventMap, WidgetEventName } from "../../src/events";
import type { Notify } from "../../src/controller/toasts";
import { createRatingStore } from "../../src/controller/rating-store";
import { loadRatingSubmit } from "../../src/parts/rating-dialog-part";
import type { RatingHost, RatingSnapshot, RatingStore } from "../../src/controller/rating-store";
import { fill } from "../../src/i18n/format";
import { distributionOf, ratings, ratingSuite, requestAs, seedRatings } from "../rating/real-server";
import { giveScore } from "../list/real-server";

const world = ratingSuite();
afterEach(() => localStorage.clear());

const GIVE = "/api/universal/v1/score/giveScore";

/** A host that records what the store tells the widget: events, toasts and clicks. */
function hostRecording(change: Partial<RatingHost> = {}) {
  const events: { name: WidgetEventName; detail: unknown }[] = [];
  const toasts: { type: string; text: string }[] = [];
  const clicks: string[] = [];
  const notify: Notify = {
    success: (text) => toasts.push({ type: "success", text }),
    warning: (text) => toasts.push({ type: "warning", text }),
    error: (text) => toasts.push({ type: "error", text }),
    show: (text, type) => toasts.push({ type, text }),
    recheck: () => {},
  };
  const host: RatingHost = {
    messages: en,
    language: "en_US",
    layout: "desktop",
    internal: false,
    attributes: { isPermission: true, isProgress: true },
    search: "",
    notify,
    emit: (name, detail) => events.push({ name, detail }),
    click: (event) => clicks.push(event),
    ...change,
  };
  const named = <K extends WidgetEventName>(name: K) =>
    events.filter((e) => e.name === name).map((e) => e.detail as WidgetEventMap[K]);
  return { host, events, toasts, clicks, named };
}

/** Resolves once the store's snapshot satisfies `done`. */
function until(store: RatingStore, done: (state: RatingSnapshot) => boolean): Promise<void> {
  return new Promise((resolve, reject) => {
    if (done(store.getState())) return resolve();
    const timer = setTimeout(
      () => reject(new Error(`store never reached the state: ${JSON.stringify(store.getState())}`)),
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

const loaded = (store: RatingStore) => until(store, (s) => s.data.loaded);

/** The real server for every call except giveScore, which answers 503 as an overloaded gateway does (a real server cannot be made to). */
function busyPublish(real: RequestFunction): RequestFunction {
  return async (config) => {
    if (config.url !== GIVE) return real(config);
    throw Object.assign(new Error("Request failed with status code 503"), {
      isAxiosError: true,
      response: { status: 503, data: { code: 503, data: null, message: "" } },
    });
  };
}

describe("rating store without a view (real server)", () => {
  it("[RW-API-3] [RW-API-9] [RW-ENT-8] loads figures, own rating and config together and tells the host", async () => {
    await seedRatings(world.server, "rs-load", [...ratings(5, 3), 4, 2]);
    const { host, named } = hostRecording();
    const store = createRatingStore(
      {
        loadSubmit: loadRatingSubmit,
        request: await requestAs(world.server, "learner"),
        resourceId: "rs-load",
        moduleId: "course",
      },
      host,
    );
    store.reload();
    await loaded(store);
    const { data } = store.getState();
    expect(data.failed).toBe(false);
    expect(data.mine).toBeNull();
    expect(data.config.length).toBeGreaterThan(0);
    expect(data.figures).toMatchObject({ total: 5, perStar: [0, 1, 0, 1, 3], positivePercent: 80 });
    const server = await distributionOf(world.server, "rs-load");
    expect(named("getScoreInfo")).toEqual([
      { totalCount: 5, avgScore: expect.any(Number), progressList: server.result },
    ]);
    expect(named("listenScore")).toEqual([{ hasRated: false, score: 0 }]);
    store.dispose();
  });

  it("[RW-ROLE-1] the corner button opens the dialog only with permission and progress; otherwise the tip shows", async () => {
    const request = await requestAs(world.server, "learner");
    const blocked = hostRecording({ attributes: { isPermission: true, scoreTip: "Sign in to rate" } });
    const store = createRatingStore(
      { loadSubmit: loadRatingSubmit, request, resourceId: "rs-open", moduleId: "course" },
      blocked.host,
    );
    store.reload();
    await loaded(store);
    store.open();
    expect(store.getState()).toMatchObject({ dialog: null, alert: "Sign in to rate" });
    expect(blocked.named("showScoreMark")).toEqual([]);
    store.closeAlert();
    const allowed = hostRecording();
    store.configure(allowed.host);
    store.open();
    expect(store.getState()).toMatchObject({ dialog: "edit", alert: null });
    expect(allowed.named("showScoreMark")).toEqual([{ mode: "edit" }]);
    expect(allowed.clicks).toEqual(["rate"]);
    store.dispose();
  });

  it("[RW-ST-1] [RW-ST-2] [RW-VAL-4] stars, tags and text change the draft, which is kept per resource as it changes", async () => {
    const { host, named, toasts } = hostRecording();
    const store = createRatingStore(
      {
        loadSubmit: loadRatingSubmit,
        request: await requestAs(world.server, "learner"),
        resourceId: "rs-draft",
        moduleId: "course",
      },
      host,
    );
    store.chooseStar(4);
    store.toggleTag("t1");
    store.typeText(`  ${"a".repeat(205)}`);
    expect(store.getState().draft).toEqual({ score: 4, tags: ["t1"], text: "a".repeat(200) });
    expect(toasts).toEqual([{ type: "warning", text: fill(en.atMost, { max: 200 }) }]);
    store.chooseStar(4);
    expect(store.getState().draft).toEqual({ score: 0, tags: [], text: "a".repeat(200) });
    expect(named("scoreChange")).toEqual([{ score: 4 }, { score: 0 }]);
    expect(JSON.parse(localStorage.getItem("sxz-score-draft:course:rs-draft") ?? "null")).toEqual({
      score: 0,
      tags: [],
      text: "a".repeat(200),
    });
    store.dispose();
  });

  it("[RW-VAL-1] [RW-VAL-3] a blocked submit sends nothing and keeps the draft", async () => {
    const sent: string[] = [];
    const real = await requestAs(world.server, "learner");
    const { host, toasts } = hostRecording();
    const request: RequestFunction = (config) => {
      sent.push(config.url);
      return real(config);
    };
    const store = createRatingStore(
      { loadSubmit: loadRatingSubmit, request, resourceId: "rs-blocked", moduleId: "course" },
      host,
    );
    await store.submit();
    store.chooseStar(2);
    await store.submit();
    expect(toasts.map((toast) => toast.text)).toEqual([dialogTexts.ratingAfter, dialogTexts.lowScoreTip]);
    expect(sent).toEqual([]);
    expect(store.getState().draft).toEqual({ score: 2, tags: [], text: "" });
    store.dispose();
  });

  it("[RW-VAL-1] [RW-ERR-1] a busy publish goes to the host once, and the draft survives it and a reload", async () => {
    const { host, toasts, named } = hostRecording();
    const source = {
      loadSubmit: loadRatingSubmit,
      request: busyPublish(await requestAs(world.server, "learner")),
      resourceId: "rs-busy",
      moduleId: "course",
    };
    const store = createRatingStore(source, host);
    store.reload();
    await loaded(store);
    store.open();
    store.chooseStar(4);
    store.typeText("Keep this");
    await store.submit();
    expect(named("requestOnBusyError")).toEqual([{ status: 503, url: GIVE, method: "POST" }]);
    expect(toasts).toEqual([{ type: "error", text: en.busy }]);
    expect(store.getState()).toMatchObject({
      dialog: "edit",
      submitting: false,
      draft: { score: 4, tags: [], text: "Keep this" },
    });
    store.dispose();
    // A reload of the page: a new store of the same resource finds the draft.
    const again = createRatingStore(source, hostRecording().host);
    expect(again.getState().draft).toEqual({ score: 4, tags: [], text: "Keep this" });
    again.dispose();
  });

  it("[RW-ST-4] [RW-API-1] a publish saves the rating, clears the draft, tells the host in order and loads the figures again", async () => {
    const { host, toasts, events } = hostRecording();
    const store = createRatingStore(
      {
        loadSubmit: loadRatingSubmit,
        request: await requestAs(world.server, "learner2"),
        resourceId: "rs-publish",
        moduleId: "course",
      },
      host,
    );
    store.reload();
    await loaded(store);
    store.open();
    store.chooseStar(5);
    store.typeText("Clear and well paced");
    events.length = 0;
    await store.submit();
    expect(toasts.map((toast) => toast.type)).toEqual(["success"]);
    const review = (events.find((e) => e.name === "publishScore")?.detail as WidgetEventMap["publishScore"]).review;
    expect(review).toMatchObject({ score: 5, content: "Clear and well paced" });
    expect(store.getState()).toMatchObject({
      dialog: null,
      submitting: false,
      draft: { score: 0, tags: [], text: "" },
      published: 1,
    });
    expect(store.getState().data.mine).toMatchObject({ id: review!.id, score: 5 });
    expect(localStorage.getItem("sxz-score-draft:course:rs-publish")).toBeNull();
    await until(store, (s) => s.data.figures.total === 1);
    expect(events.map((e) => e.name)).toEqual([
      "publishScore",
      "deleteOrAdd",
      "listenScore",
      "getScoreInfo",
      "listenScore",
    ]);
    expect(events[1]!.detail).toEqual({ action: "addScore", reviewId: review!.id });
    store.dispose();
  });

  it("[RW-API-1] a second press while a submit is under way publishes nothing more", async () => {
    const { host } = hostRecording();
    const real = await requestAs(world.server, "learner");
    const sent: string[] = [];
    const request: RequestFunction = (config) => {
      sent.push(config.url);
      return real(config);
    };
    const store = createRatingStore(
      { loadSubmit: loadRatingSubmit, request, resourceId: "rs-twice", moduleId: "course" },
      host,
    );
    store.reload();
    await loaded(store);
    store.open();
    store.chooseStar(4);
    sent.length = 0;
    await Promise.all([store.submit(), store.submit()]);
    expect(sent.filter((url) => url === GIVE)).toHaveLength(1);
    store.dispose();
  });

  it("[RW-API-3] a reload drops the answers of the load before it, and dispose drops every answer", async () => {
    const real = await requestAs(world.server, "learner");
    const held: (() => void)[] = [];
    const answered: Promise<unknown>[] = [];
    let holding = true;
    // The first load's answers are read from the server at once but handed over only when the test says so.
    const request: RequestFunction = async (config) => {
      if (!holding) {
        const answer = real(config);
        answered.push(answer);
        return answer;
      }
      const answer = await real(config);
      return new Promise((resolve) => held.push(() => resolve(answer)));
    };
    await seedRatings(world.server, "rs-stale", ratings(4, 2));
    const { host, named } = hostRecording();
    const store = createRatingStore(
      { loadSubmit: loadRatingSubmit, request, resourceId: "rs-stale", moduleId: "course" },
      host,
    );
    store.reload();
    await vi.waitFor(() => expect(held).toHaveLength(4), { timeout: 8000 });
    holding = false;
    await giveScore(world.server, "learner2", { resourceId: "rs-stale", score: 5 });
    store.reload();
    await loaded(store);
    expect(store.getState().data.figures.total).toBe(3);
    held.forEach((release) => release());
    store.dispose();
    answered.length = 0;
    store.reload();
    store.dispose();
    // Every answer of the disposed load is back; from here on, only promise reactions are left of both dropped loads.
    await vi.waitFor(() => expect(answered).toHaveLength(4), { timeout: 8000 });
    await Promise.all(answered);
    // The event after them: one more load, answered over the network (so after those reactions), told apart by a rating
    // given just before it.
    await giveScore(world.server, "learner", { resourceId: "rs-stale", score: 5 });
    store.reload();
    await until(store, (s) => s.data.figures.total === 4);
    expect(named("getScoreInfo").map((info) => info.totalCount)).toEqual([3, 4]);
  });
});

/** The real server, except that the figures' distribution call fails (a dropped connection) while `failing()` says so. */
function figuresDropped(real: RequestFunction, failing: () => boolean): RequestFunction {
  return async (config) => {
    if (config.url === "/api/universal/v1/score/queryMsgCountProportions" && failing())
      throw new Error("Network Error");
    return real(config);
  };
}

describe("the summary's state, decided by the store (real server)", () => {
  it("[RW-SUM-1] loading until the figures arrive, then ready with them", async () => {
    await seedRatings(world.server, "rs-state-ready", [5, 5, 4, 3, 1]);
    const { host } = hostRecording();
    const store = createRatingStore(
      {
        loadSubmit: loadRatingSubmit,
        request: await requestAs(world.server, "learner"),
        resourceId: "rs-state-ready",
        moduleId: "course",
      },
      host,
    );
    expect(store.getState().data.summary).toBe("loading");
    store.reload();
    expect(store.getState().data.summary).toBe("loading");
    await loaded(store);
    expect(store.getState().data.summary).toBe("ready");
    expect(store.getState().data.figures.total).toBe(5);
  });

  it("[RW-SUM-1] [RW-K-1] empty when the course has no ratings: a state of its own, whatever share the rule computes for 0", async () => {
    const { host } = hostRecording();
    const store = createRatingStore(
      {
        loadSubmit: loadRatingSubmit,
        request: await requestAs(world.server, "learner"),
        resourceId: "rs-state-empty",
        moduleId: "course",
      },
      host,
    );
    store.reload();
    await loaded(store);
    expect(store.getState().data.summary).toBe("empty");
    expect(store.getState().data.figures.total).toBe(0);
  });

  it("[RW-SUM-1] failed when a call for the figures failed; retry shows loading again and repeats the calls until ready", async () => {
    await seedRatings(world.server, "rs-state-failed", [5, 4, 4]);
    let failing = true;
    const { host } = hostRecording();
    const request = figuresDropped(await requestAs(world.server, "learner"), () => failing);
    const store = createRatingStore(
      { loadSubmit: loadRatingSubmit, request, resourceId: "rs-state-failed", moduleId: "course" },
      host,
    );
    store.reload();
    await loaded(store);
    expect(store.getState().data.summary).toBe("failed");
    expect(store.getState().data.failed).toBe(true);
    failing = false;
    store.retry();
    expect(store.getState().data.summary).toBe("loading");
    await until(store, (s) => s.data.summary !== "loading");
    expect(store.getState().data.summary).toBe("ready");
    expect(store.getState().data.figures.total).toBe(3);
    expect(store.getState().data.failed).toBe(false);
  });

  it("[RW-SUM-1] a reload after a publish keeps the figures on screen (no skeleton flash): the state stays ready", async () => {
    await seedRatings(world.server, "rs-state-reload", [5, 4]);
    const { host } = hostRecording();
    const store = createRatingStore(
      {
        loadSubmit: loadRatingSubmit,
        request: await requestAs(world.server, "learner"),
        resourceId: "rs-state-reload",
        moduleId: "course",
      },
      host,
    );
    store.reload();
    await loaded(store);
    const states: string[] = [];
    const stop = store.subscribe(() => states.push(store.getState().data.summary));
    store.reload();
    await until(store, () => states.length > 0);
    stop();
    expect(states).not.toContain("loading");
    expect(store.getState().data.summary).toBe("ready");
  });
});
