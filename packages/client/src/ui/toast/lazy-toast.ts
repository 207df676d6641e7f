import type { I18n } from "../../i18n";
import { loadOnUse } from "../../on-use/load-on-use";
import { createToastRegions } from "./regions";
import type { Toast, ToastHandle, ToastOptions, ToastWithCard } from "./toast";

/**
 * `client.toast` of the platform client. The live regions are in the page from the client's creation and a
 * message is announced the moment `show()` is called; the visible card (its DOM, countdown, styles) loads with the
 * first message and then shows the latest one, for its full duration. `current`, `hide()` and the handles behave
 * the same before and after.
 */
export function createLazyToast({
  i18n,
  document: doc = globalThis.document as Document | undefined,
}: {
  i18n: Pick<I18n, "t" | "direction" | "tag">;
  document?: Document;
}): Toast {
  if (!doc)
    return { show: () => ({ close() {} }), error: () => ({ close() {} }), hide() {}, current: null, destroy() {} };
  const regions = createToastRegions(doc, i18n);
  let loaded: ToastWithCard | undefined;
  let destroyed = false;
  /** The message shown before the card arrived (only the latest matters: a new toast replaces the current one). */
  let waiting: { message: string; options: ToastOptions } | undefined;
  let waitingHandle: ToastHandle | undefined;
  let generation = 0;

  const load = loadOnUse(
    () => import("./toast"),
    ({ createToastWithCard }) => {
      loaded = createToastWithCard({ i18n, document: doc, regions });
      if (destroyed) loaded.destroy();
      else if (waiting) waitingHandle = loaded.showCard(waiting.message, waiting.options);
      waiting = undefined;
      return loaded;
    },
  );

  function hide() {
    if (loaded) return loaded.hide();
    waiting = undefined;
    regions.clear();
  }

  function show(message: string, options: ToastOptions = {}): ToastHandle {
    const mine = ++generation;
    if (loaded) return loaded.show(message, options);
    regions.label();
    regions.announce(message, options.type ?? "info");
    waiting = { message, options };
    waitingHandle = undefined;
    void load().catch(() => undefined);
    return {
      close() {
        // A handle only closes its own toast, not the one that replaced it.
        if (generation !== mine) return;
        if (waitingHandle) waitingHandle.close();
        else hide();
      },
    };
  }

  return {
    show,
    error: (message, options = {}) => show(message, { ...options, type: "error" }),
    hide,
    get current() {
      return loaded ? loaded.current : (waiting?.message ?? null);
    },
    destroy() {
      destroyed = true;
      loaded?.destroy();
      regions.root.remove();
    },
  };
}
