import { RATING_LIMITS } from "../../model/limits";

export const dialogCss = `
.sxz-dialog-layer { position: fixed; inset: 0; z-index: 2147482000; display: grid; place-items: center; }
.sxz-dialog-layer[data-layout="mobile"] { place-items: end center; }
.sxz-backdrop { position: absolute; inset: 0; background: var(--sxz-backdrop); }
.sxz-dialog { position: relative; box-sizing: border-box; inline-size: min(${RATING_LIMITS.dialogWidthPx}px, calc(100vw - 32px));
  max-block-size: calc(100vh - 48px); overflow: auto; padding: 20px 24px 24px; border-radius: 14px;
  background: var(--sxz-surface); color: var(--sxz-text); box-shadow: var(--sxz-shadow); display: grid; gap: 14px;
  animation: sxz-pop 160ms ease-out; }
.sxz-dialog:focus { outline: none; }
.sxz-dialog--mobile { inline-size: 100%; max-inline-size: ${RATING_LIMITS.mobileDialogMaxPx}px; border-radius: 16px 16px 0 0;
  padding: 16px 16px calc(16px + env(safe-area-inset-bottom)); animation: sxz-rise 200ms ease-out; }
.sxz-dialog__header { display: flex; align-items: center; justify-content: space-between; gap: 8px; }
.sxz-dialog__title { margin: 0; font-size: 17px; font-weight: 600; }
.sxz-dialog__guide { margin: 0; text-align: center; color: var(--sxz-text); font-size: 15px; }
.sxz-dialog__stars { display: grid; justify-items: center; gap: 4px; }
.sxz-dialog__caption { font-size: 13px; color: var(--sxz-text-muted); min-block-size: 1.2em; }
.sxz-face-placeholder { inline-size: 72px; block-size: 72px; margin-inline: auto; }
.sxz-field { position: relative; display: grid; gap: 6px; }
.sxz-field__label { font-size: 13px; font-weight: 600; }
.sxz-field__input { font: inherit; font-size: 14px; resize: vertical; min-block-size: 84px; box-sizing: border-box; inline-size: 100%;
  padding: 10px 12px 24px; border-radius: 8px; border: 1px solid var(--sxz-border); background: var(--sxz-surface); color: var(--sxz-text); }
.sxz-field__input::placeholder { color: var(--sxz-text-muted); opacity: 1; }
.sxz-field__input:focus-visible { outline: 2px solid var(--sxz-primary); outline-offset: 1px; }
.sxz-field__counter { position: absolute; inset-inline-end: 10px; inset-block-end: 8px; font-size: 12px; color: var(--sxz-text-muted);
  font-variant-numeric: tabular-nums; }
.sxz-submit { inline-size: 100%; background: var(--sxz-surface-raised); color: var(--sxz-text-muted); border: 1px solid var(--sxz-border); }
.sxz-submit--enabled { background: var(--sxz-primary); color: var(--sxz-on-primary); border-color: var(--sxz-primary); }
.sxz-submit[aria-busy="true"] { opacity: .75; cursor: progress; }
.sxz-icon-button { font: inherit; font-size: 20px; line-height: 1; display: inline-grid; place-items: center; min-inline-size: 32px; min-block-size: 32px;
  border: 0; border-radius: 6px; background: transparent; color: var(--sxz-text-muted); cursor: pointer; }
.sxz-icon-button:focus-visible, .sxz-attach:focus-within { outline: 2px solid var(--sxz-primary); }
.sxz-mobile-extras { display: grid; gap: 8px; }
.sxz-mobile-extras__bar { display: flex; gap: 6px; }
.sxz-emoji-grid { display: grid; grid-template-columns: repeat(6, 1fr); gap: 4px; }
.sxz-emoji { font-size: 22px; border: 0; background: var(--sxz-surface-raised); border-radius: 6px; padding: 6px 0; cursor: pointer; }
.sxz-emoji:focus-visible { outline: 2px solid var(--sxz-primary); }
.sxz-attachment { position: relative; margin: 0; inline-size: 96px; }
.sxz-attachment img { inline-size: 96px; block-size: 96px; object-fit: cover; border-radius: 8px; display: block; }
.sxz-attachment .sxz-icon-button { position: absolute; inset-block-start: 2px; inset-inline-end: 2px; background: var(--sxz-surface); min-inline-size: 24px; min-block-size: 24px; font-size: 16px; }
.sxz-view { display: grid; gap: 10px; }
.sxz-view__content { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; padding: 10px 12px; border-radius: 8px; background: var(--sxz-surface-raised); }
.sxz-tags--static { list-style: none; margin: 0; padding: 0; }
.sxz-tag--static { cursor: default; border-color: var(--sxz-primary); background: var(--sxz-primary-soft); }
/* Touch and type: every target at least 24 px with spacing on desktop; tags, stars, close, submit and the
   editing bar at least 44 px on mobile; tag text 14 px (WCAG 2.5.8). */
.sxz-dialog .sxz-tag { font-size: 14px; min-block-size: 32px; }
.sxz-submit { min-block-size: 44px; }
.sxz-dialog--mobile .sxz-tag { min-block-size: 44px; padding-inline: 16px; }
.sxz-dialog--mobile .sxz-stars__star { padding: 5px; }
.sxz-dialog--mobile .sxz-dialog__header .sxz-icon-button, .sxz-mobile-extras__bar .sxz-icon-button { min-inline-size: 44px; min-block-size: 44px; }
@keyframes sxz-pop { from { opacity: 0; transform: scale(.97); } to { opacity: 1; transform: none; } }
@keyframes sxz-rise { from { transform: translateY(40px); opacity: .6; } to { transform: none; opacity: 1; } }
@media (prefers-reduced-motion: reduce) { .sxz-dialog, .sxz-dialog--mobile { animation: none; } }
`;
