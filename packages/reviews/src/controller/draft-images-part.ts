import type { DraftImageStore } from "../api/draft-image";
import { loadPart } from "../part";

// Its code and idb-keyval, one chunk; a chunk that could not be fetched (offline) is asked for again next time.
const pageStore = loadPart(() => import("../api/draft-image").then((module) => module.createDraftImageStore()));

/**
 * The page's store of draft pictures (`api/draft-image.ts`), its code and idb-keyval fetched as one chunk on
 * first use: on the mobile layout once the widget has painted, else when a picture is attached. A chunk that
 * cannot be fetched keeps the picture in memory only, as refused storage does.
 */
export const draftImagesPart: DraftImageStore = {
  load: (key) =>
    pageStore().then(
      (images) => images.load(key),
      () => null,
    ),
  save: (key, file) =>
    pageStore().then(
      (images) => images.save(key, file),
      () => undefined,
    ),
};
