/** Where the server serves the widget's standalone bundle (it defines <sxz-score>). */
export const WIDGET_SCRIPT = "/widget/sxz-score.js";
export const WIDGET_TAG = "sxz-score";

let loading: Promise<void> | undefined;

/**
 * Adds `<script type="module" src="/widget/sxz-score.js">` to the page once, the way any host page would, and
 * resolves when the element is defined. A failed load can be retried.
 */
export function loadWidgetScript(): Promise<void> {
  if (customElements.get(WIDGET_TAG)) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    script.type = "module";
    script.src = WIDGET_SCRIPT;
    script.addEventListener("error", () => {
      script.remove();
      loading = undefined;
      reject(new Error(`${WIDGET_SCRIPT} could not be loaded`));
    });
    document.head.append(script);
    void customElements.whenDefined(WIDGET_TAG).then(() => resolve());
  });
  return loading;
}
