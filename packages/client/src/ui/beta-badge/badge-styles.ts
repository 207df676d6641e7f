const STYLE_ID = "sxz-beta-badge-styles";

/**
 * The badge and its tooltip. The badge is a labelled tile (icon over the word "Beta"), not a bare dot: white on
 * #a23f06 is 6.4:1, and a white ring keeps its edge visible on dark pages. The tooltip is white on #1f2937
 * (14.7:1) and follows the badge's reading direction through the lang/dir it is given.
 */
const CSS = `
.sxz-beta-badge{position:fixed;z-index:2147482000;width:60px;height:60px;box-sizing:border-box;border:2px solid #fff;border-radius:14px;background:#a23f06;color:#fff;font:700 13px/1.1 system-ui,sans-serif;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:2px;cursor:grab;touch-action:none;user-select:none;-webkit-user-select:none;box-shadow:0 2px 8px rgba(0,0,0,.35);padding:0 2px;text-align:center;overflow:hidden}
.sxz-beta-badge:active{cursor:grabbing}
.sxz-beta-badge:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px;box-shadow:0 0 0 6px #fff}
.sxz-beta-badge__icon{width:20px;height:20px;flex:none;fill:none;stroke:currentColor;stroke-width:2;stroke-linecap:round;stroke-linejoin:round}
.sxz-beta-badge__label{max-width:100%;overflow-wrap:anywhere}
.sxz-beta-tip{position:fixed;z-index:2147482001;box-sizing:border-box;max-width:min(280px,calc(100vw - 16px));padding:8px 12px;border-radius:8px;background:#1f2937;color:#fff;font:400 14px/1.45 system-ui,sans-serif;box-shadow:0 4px 16px rgba(0,0,0,.3);text-align:start}
.sxz-beta-tip[hidden]{display:none}
`;

export function ensureBadgeStyles(doc: Document): void {
  if (doc.getElementById(STYLE_ID)) return;
  const style = doc.createElement("style");
  style.id = STYLE_ID;
  style.textContent = CSS;
  (doc.head ?? doc.documentElement).appendChild(style);
}
