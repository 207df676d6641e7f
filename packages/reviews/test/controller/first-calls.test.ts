import { afterEach, describe, expect, it } from "vitest";
import en from "../../src/i18n/locales/en_US/index";
import { createListApiWithParts, loadListWrites } from "../../src/parts/list-parts";
import { loadRatingSubmit } from "../../src/parts/rating-dialog-part";
import { sendFirstCalls } from "../../src/controller/first-calls";
import type { FirstAnswers } from "../../src/controller/first-calls";
import type { WidgetEventMap, WidgetEventName } from "../../src/events";
import { createListStore } from "../../src/controller/list-store";
import type { ListStore } from "../../src/controller/list-store";
import { createRatingStore } from "../../src/controller/rating-store";
import type { RatingHost, RatingStore } from "../../src/controller/rating-store";
import type { Notify } from "../../src/controller/toasts";
import { recording, requestAs, ratingSuite, seedRatings } from "../rating/real-server";

const world = ratingSuite();
afterEach(() => localStorage.clear());

const quiet: Notify = { success: () => {}, warning: () => {}, error: () => {}, show: () => {}, recheck: () => {} };
const host: RatingHost = {
  messages: en,
  language: "en_US",
  layout: "desktop",
  internal: false,
  attributes: {},
  search: "",
  notify: quiet,
  emit: () => {},
  click: () => {},
};

function settled<S>(
  store: { getState(): S; subscribe(listener: () => void): () => void },
  done: (state: S) => boolean,
): Promise<S> {
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
function startWidget(
  request: ReturnType<typeof recording>["request"],
  resourceId: string,
  list: "resource" | "mine" | null,
  storeHost: RatingHost = host,
) {
  const first = sendFirstCalls(request, { resourceId, moduleId: "course", list });
  const rating: RatingStore = createRatingStore(
    { loadSubmit: loadRatingSubmit, request, resourceId, moduleId: "course", first },
    storeHost,
  );
  rating.reload();
  let listStore: ListStore | null = null;
  if (list) {
    const takeFirstPage = () => first.takeFirstPage();
    listStore = createListStore(
      {
        api: createListApiWithParts(rating.call),
        loadWrites: loadListWrites,
        mode: list,
        resourceId,
        moduleId: "course",
        variant: "external",
        takeFirstPage,
      },
      { messages: en.list, toast: () => {} },
    );
    listStore.restart();
  }
  return { first, rating, list: listStore };
}

/** Nothing is left for a store to take: every answer went to the store that would have made its call. */
function allTaken(first: FirstAnswers) {
  return [first.takeRatingData(), first.takeFirstPage()];
}

describe("the widget's first calls leave at its start and the stores take their answers (real server)", () => {
  it("[RW-API-2] [RW-API-3] [RW-API-9] figures, statistics, own rating, config list and first page: each sent once, early, and read by the stores", async () => {
    await seedRatings(world.server, "early-course", [5, 4, 4]);
    const network = recording(await requestAs(world.server, "learner"));
    const widget = startWidget(network.request, "early-course", "resource");
    const rating = await settled(widget.rating, (state) => state.data.loaded);
    const list = await settled(widget.list!, (state) => state.list.page === 1 && !state.list.loading);
    const paths = network.calls.map((call) => call.url.split("/").pop());
    expect(paths.sort()).toEqual(["configList", "general", "myScore", "queryMessages", "queryMsgCountProportions"]);
    expect(allTaken(widget.first)).toEqual([null, null]);
    expect(rating.data.summary).toBe("ready");
    expect(rating.data.figures.total).toBe(3);
    expect(list.list.items).toHaveLength(3);
  });

  it("a summary-only widget (no list) sends the four rating calls early and no page", async () => {
    const network = recording(await requestAs(world.server, null));
    const widget = startWidget(network.request, "early-summary-only", null);
    await settled(widget.rating, (state) => state.data.loaded);
    expect(network.calls.map((call) => call.url.split("/").pop()).sort()).toEqual([
      "configList",
      "general",
      "myScore",
      "queryMsgCountProportions",
    ]);
    expect(allTaken(widget.first)).toEqual([null, null]);
  });

  it("the own-messages list without a resource sends its first page early and no rating call", async () => {
    const network = recording(await requestAs(world.server, "learner"));
    const widget = startWidget(network.request, "", "mine");
    await settled(widget.list!, (state) => state.list.page === 1 && !state.list.loading);
    expect(network.calls.map((call) => call.url.split("/").pop())).toEqual(["queryMyMessages"]);
    expect(allTaken(widget.first)).toEqual([null, null]);
  });

  it("a later reload, and a restart with another filter, ask the server again instead of reusing the early answers", async () => {
    const network = recording(await requestAs(world.server, null));
    const widget = startWidget(network.request, "early-reload", "resource");
    await settled(widget.rating, (state) => state.data.loaded);
    await settled(widget.list!, (state) => state.list.page === 1 && !state.list.loading);
    // The reload's answers replace the data: the store's next change.
    const reloaded = new Promise<void>((resolve) => {
      const stop = widget.rating.subscribe(() => {
        stop();
        resolve();
      });
    });
    widget.rating.reload();
    await reloaded;
    widget.list!.sort("hottest");
    await settled(widget.list!, (state) => state.list.page === 1 && !state.list.loading);
    widget.list!.sort("latest");
    await settled(widget.list!, (state) => state.list.page === 1 && !state.list.loading);
    expect(
      network.calls.map((call) => call.url.split("/").pop()).filter((path) => path === "queryMessages"),
    ).toHaveLength(3);
    expect(network.calls).toHaveLength(11);
  });

  it("[RW-ERR-1] a first call that meets a busy server is reported once, to the host of the store that takes its answer", async () => {
    const real = await requestAs(world.server, null);
    const busyGeneral: typeof real = (config) =>
      config.url.endsWith("/general") ? Promise.resolve({ status: 503, data: null, headers: {} }) : real(config);
    const network = recording(busyGeneral);
    const heard: [WidgetEventName, WidgetEventMap[WidgetEventName]][] = [];
    const errors: string[] = [];
    const listening: RatingHost = {
      ...host,
      emit: (name, detail) => void heard.push([name, detail]),
      notify: { ...quiet, error: (message) => void errors.push(message) },
    };
    const widget = startWidget(network.request, "early-busy", null, listening);
    const rating = await settled(widget.rating, (state) => state.data.loaded);
    expect(rating.data.failed).toBe(true);
    expect(heard.filter(([name]) => name === "requestOnBusyError")).toEqual([
      ["requestOnBusyError", { status: 503, url: expect.stringContaining("general"), method: "GET" }],
    ]);
    expect(errors).toEqual([en.busy]);
    expect(network.calls.filter((call) => call.url.endsWith("/general"))).toHaveLength(1);
  });
});
