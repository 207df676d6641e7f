/**
 * What a toast needs to be read and announced the moment it shows: its place, its box and the text widths the
 * marquee check measures (RW-K-4). Part of the widget's first sheet, so a toast raised before the rest of its look
 * arrived (or when that fetch failed, e.g. the network message) is still a readable box at the right place.
 */
export const toastCss = `
.sxz-toast-layer { position: sticky; inset-block-end: 24px; block-size: 0; margin-block-start: -16px; display: flex; align-items: flex-end;
  justify-content: center; pointer-events: none; z-index: 3; }
.sxz-toast-layer[data-layout="mobile"] { inset-block-end: 96px; margin-block-start: -12px; }
.sxz-toast-layer--dialog, .sxz-toast-layer--dialog[data-layout="mobile"] { inset-block-end: 0; margin-block-start: -14px; }
.sxz-toast-layer > .sxz-toast-region > .sxz-toast { margin-block-end: 12px; }
.sxz-toast-region { display: contents; }
.sxz-toast { pointer-events: auto; display: flex; align-items: center; gap: 10px; max-width: min(520px + 64px, 100%);
  padding: 10px 14px; border-radius: 8px; background: var(--sxz-surface-raised); color: var(--sxz-text);
  box-shadow: var(--sxz-shadow); border-inline-start: 4px solid var(--sxz-primary); font-size: 14px; }
.sxz-toast__text { max-width: 520px; overflow: hidden; white-space: nowrap; }
.sxz-toast--wide .sxz-toast__text { max-width: 700px; }
.sxz-toast-layer[data-layout="mobile"] .sxz-toast__text { max-width: 265px; }
.sxz-toast__inner { display: inline-block; }
@media (prefers-reduced-motion: reduce) {
  .sxz-toast__text { white-space: normal; }
}
`;
