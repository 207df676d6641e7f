const STYLE_ID = "sxz-client-ui-styles";

/**
 * One <style> for the layer's plain-DOM widgets, added once. Logical properties (inset-inline-end) keep
 * the toast's close button on the reading-end side in right-to-left pages; reduced motion drops the fade.
 */
const CSS = `
.sxz-toast-root{position:fixed;inset:0;pointer-events:none;z-index:2147483000;display:flex;align-items:center;justify-content:center}
.sxz-toast-mask{position:fixed;inset:0;pointer-events:auto;background:transparent}
.sxz-toast-mask[hidden],.sxz-toast[hidden]{display:none}
.sxz-toast{position:relative;pointer-events:auto;max-width:min(480px,calc(100vw - 32px));box-sizing:border-box;padding:12px 44px 12px 16px;padding-inline:16px 44px;border-radius:8px;background:rgba(0,0,0,.82);color:#fff;font:14px/1.5 system-ui,sans-serif;box-shadow:0 4px 16px rgba(0,0,0,.2);opacity:1;transition:opacity .2s ease;overflow-wrap:anywhere}
.sxz-toast[data-entering]{opacity:0}
.sxz-toast[data-type=error]{background:#b42318}
.sxz-toast-close{position:absolute;top:6px;inset-inline-end:6px;width:32px;height:32px;border:0;border-radius:4px;background:transparent;color:inherit;font:20px/1 system-ui,sans-serif;cursor:pointer}
.sxz-toast-close:focus-visible{outline:2px solid #fff;outline-offset:1px}
.sxz-visually-hidden{position:absolute!important;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
@media (prefers-reduced-motion: reduce){.sxz-toast{transition:none}}
`;

export function ensureStyles(doc: Document): void {
  if (doc.getElementById(STYLE_ID)) return;
  const style = doc.createElement("style");
  style.id = STYLE_ID;
  style.textContent = CSS;
  (doc.head ?? doc.documentElement).appendChild(style);
}
