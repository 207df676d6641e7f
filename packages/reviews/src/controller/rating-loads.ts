import type { RatingApi } from "../api/rating";
import type { DraftImageStore } from "../api/draft-image";
import { loadRatingData, scoreInfo } from "./rating-data";
import type { RatingHost, RatingSnapshot, RatingSource, RatingStore } from "./rating-store";
import type { WritableStore } from "./store";

/**
 * The rating store's loads: the figures, statistics, own rating and config list, and the draft's stored picture.
 * One AbortController per load: a reload or `dispose` aborts it and its answers are dropped.
 */
export function ratingLoads(
  source: RatingSource,
  api: RatingApi,
  store: WritableStore<RatingSnapshot>,
  update: (change: Partial<RatingSnapshot>) => void,
  host: () => RatingHost,
  draftImages: DraftImageStore,
  key: string,
): Pick<RatingStore, "reload" | "retry" | "restoreAttachment" | "dispose"> {
  let loading = new AbortController();
  const reload = () => {
    loading.abort();
    const current = (loading = new AbortController());
    if (!source.resourceId) return;
    const loaded = source.first?.takeRatingData() ?? loadRatingData(api, source.resourceId, source.moduleId);
    void loaded.then((data) => {
      if (current.signal.aborted) return;
      update({ data });
      const info = scoreInfo(data);
      if (info) host().emit("getScoreInfo", info);
      host().emit("listenScore", { hasRated: data.mine !== null, score: data.mine?.score ?? 0 });
    });
  };
  return {
    reload,
    retry() {
      const { data } = store.getState();
      update({ data: { ...data, summary: "loading", failed: false } });
      reload();
    },
    restoreAttachment() {
      void draftImages.load(key).then((stored) => {
        // Dropped once disposed; a picture chosen while the stored one loads wins.
        if (!loading.signal.aborted && stored && !store.getState().attachment) update({ attachment: stored });
      });
    },
    dispose: () => loading.abort(),
  };
}
