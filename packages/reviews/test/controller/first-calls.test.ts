import { afterEach, describe, expect, it } from "vitest";
import en from "../../src/i18n/locales/en_US/index";
import { createEarlyCalls } from "../../src/api/early-calls";
import { createListApiWithParts, loadListWrites } from "../../src/parts/list-parts";
import { loadRatingSubmit } from "../../src/parts/rating-dialog-part";
import { sendFirstCalls } from "../../src/controller/first-calls";
import { createListStore } from "../../src/controller/list-store";
import type { ListStore } from "../../src/controller/list-store";
import { createRatingStore } from "../../src/controller/rating-store";
import type { RatingHost, RatingStore } from "../../src/controller/rating-store";
import type { Notify } from "../../src/controller/toasts";
import { recording, requestAs, ratingSuite, seedRatings } from "../rating/real-server";

const world = ratingSuite();
afterEach(() => localStorage.clear());

const quiet: Notify = { success: () => {}, warning: () => {}, error: () => {}, show: () => {}, recheck: () => {} };
const host: RatingHost = { messages: en, language: "en_US", layout: "desktop", internal: false, attributes: {}, search: "", notify: quiet, emit: () => {}, click: () => {} };

function settled<S>(store: { getState(): S; subscribe(listener: () => void): () => void }, done: (state: S) => boolean): Promise<S> {
  return new Promise((resolve, reject) => {
    if (done(store.getState())) return resolve(store.getState());
    const timer = setTimeout(() => reject(new Error("the store never settled")), 8000);
    const stop = store.subscribe(() => {
      if (!done(store.getState())) return;
      clearTimeout(timer);
      stop();
      resolve(store.getState());
    });
  });
}

/** The widget's start: first calls sent early, then the stores as the widget creates them once its texts are there. */
function startWidget(request: ReturnType<typeof recording>["request"], resourceId: string, list: "resource" | "mine" | null) {
  const early = createEarlyCalls(request);
  early.start((send) => sendFirstCalls(send, { resourceId, moduleId: "course", list }));
  const rating: RatingStore = createRatingStore({ loadSubmit: loadRatingSubmit, request: early.request, resourceId, moduleId: "course" }, host);
  rating.reload();
  let listStore: ListStore | null = null;
  if (list) {
    listStore = createListStore({ api: createListApiWithParts(rating.call), loadWrites: loadListWrites, mode: list, resourceId, moduleId: "course", variant: "external" }, { messages: en.list, toast: () => {} });
    listStore.restart();
  }
  return { early, rating, list: listStore };
}

describe("the widget's first calls leave at its start and are the stores' own calls (real server)", () => {
  it("[RW-API-2] [RW-API-3] [RW-API-9] figures, statistics, own rating, config list and first page: each sent once, early, and read by the stores", async () => {
    await seedRatings(world.server, "early-course", [5, 4, 4]);
    const network = recording(await requestAs(world.server, "learner"));
    const widget = startWidget(network.request, "early-course", "resource");
    const rating = await settled(widget.rating, (state) => state.data.loaded);
    const list = await settled(widget.list!, (state) => state.list.page === 1 && !state.list.loading);
    const paths = network.calls.map((call) => call.url.split("/").pop());
    expect(paths.sort()).toEqual(["configList", "general", "myScore", "queryMessages", "queryMsgCountProportions"]);
    expect(widget.early.waiting).toBe(0);
    expect(rating.data.summary).toBe("ready");
    expect(rating.data.figures.total).toBe(3);
    expect(list.list.items).toHaveLength(3);
  });

  it("a summary-only widget (no list) sends the four rating calls early and no page", async () => {
    const network = recording(await requestAs(world.server, null));
    const widget = startWidget(network.request, "early-summary-only", null);
    await settled(widget.rating, (state) => state.data.loaded);
    expect(network.calls.map((call) => call.url.split("/").pop()).sort()).toEqual(["configList", "general", "myScore", "queryMsgCountProportions"]);
    expect(widget.early.waiting).toBe(0);
  });

  it("the own-messages list without a resource sends its first page early and no rating call", async () => {
    const network = recording(await requestAs(world.server, "learner"));
    const widget = startWidget(network.request, "", "mine");
    await settled(widget.list!, (state) => state.list.page === 1 && !state.list.loading);
    expect(network.calls.map((call) => call.url.split("/").pop())).toEqual(["queryMyMessages"]);
    expect(widget.early.waiting).toBe(0);
  });

  it("a later reload asks the server again instead of reusing the early answers", async () => {
    const network = recording(await requestAs(world.server, null));
    const widget = startWidget(network.request, "early-reload", null);
    await settled(widget.rating, (state) => state.data.loaded);
    widget.rating.reload();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await settled(widget.rating, (state) => state.data.loaded);
    expect(network.calls).toHaveLength(8);
  });
});
