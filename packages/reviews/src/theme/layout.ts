/** Base of the widget's root: typography, surfaces, direction-aware spacing and helpers. */
export const layoutCss = `
.sxz-root { position: relative; box-sizing: border-box; display: block; inline-size: 100%; color: var(--sxz-text);
  background: var(--sxz-surface);
  font-family: var(--sxz-font, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "PingFang SC", "Microsoft YaHei", "Noto Sans Arabic", sans-serif);
  font-size: 14px; line-height: 1.5; text-align: start; }
.sxz-root *, .sxz-root *::before, .sxz-root *::after { box-sizing: border-box; }
.sxz-widget, .sxz-widget__content { display: grid; grid-template-columns: minmax(0, 1fr); gap: 16px; }
.sxz-widget__list { min-inline-size: 0; }
.sxz-root[data-skin] { --sxz-user-surface: transparent; }
.sxz-root[data-layout="mobile"] .sxz-widget, .sxz-root[data-layout="mobile"] .sxz-widget__content { gap: 12px; }
.sxz-visually-hidden { position: absolute !important; inline-size: 1px; block-size: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; margin: -1px; padding: 0; border: 0; }
`;
