/*
 * Line heights are fixed in px so the skeleton, the error, the empty state and the figures take the same height
 * (no layout shift when the figures arrive): score column 44 + 20 + 20 + 16 (+ 3 gaps of 4) = 112 px (104 compact);
 * figures column 5 star rows of 20 (+ 4 gaps of 6) + 12 + split 16 + 20 + 6 (+ 2 gaps of 4) = 186 px.
 */
export const summaryCss = `
.sxz-summary { position: relative; background: var(--sxz-surface); color: var(--sxz-text); border: 1px solid var(--sxz-border);
  border-radius: 12px; padding: 16px 20px; font-size: 14px; line-height: 20px; }
.sxz-summary__head { display: flex; align-items: center; justify-content: space-between; gap: 12px; min-block-size: 44px; }
.sxz-summary__title { margin: 0; font-size: 16px; line-height: 24px; font-weight: 600; }
.sxz-summary__rate, .sxz-summary__retry { font: inherit; font-weight: 600; border: 0; cursor: pointer; min-block-size: 44px;
  min-inline-size: 44px; padding: 0 16px; border-radius: 999px; background: var(--sxz-primary); color: var(--sxz-on-primary); }
.sxz-summary__rate--rated { background: var(--sxz-primary-soft); color: var(--sxz-text); }
.sxz-summary__rate:focus-visible, .sxz-summary__retry:focus-visible { outline: 2px solid var(--sxz-text); outline-offset: 2px; }
.sxz-summary__rate-space { block-size: 44px; }
.sxz-summary__gate { margin: 0; min-block-size: 44px; display: flex; align-items: center; padding: 0 14px; border-radius: 999px;
  font-size: 12px; line-height: 16px; font-weight: 600; background: var(--sxz-surface-raised); color: var(--sxz-text-muted); text-align: end; }
.sxz-summary__body { display: grid; grid-template-columns: minmax(0, 220px) minmax(0, 1fr); gap: 16px 32px; align-items: start;
  margin-top: 12px; min-block-size: 186px; }
.sxz-summary__body--message { display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 8px; text-align: center; }
.sxz-summary__failed, .sxz-summary__notice { margin: 0; display: flex; flex-wrap: wrap; align-items: center; justify-content: center; gap: 8px 12px;
  color: var(--sxz-text); }
.sxz-summary__notice { margin-top: 8px; justify-content: flex-start; }
.sxz-summary--inviting { display: grid; grid-template-columns: minmax(0, 1fr); }
.sxz-summary--inviting .sxz-summary__head { display: contents; }
.sxz-summary--inviting .sxz-summary__title { grid-area: 1 / 1; display: flex; align-items: center; min-block-size: 44px; }
.sxz-summary--inviting .sxz-summary__body--empty { grid-area: 2 / 1; padding-block-end: 56px; }
/* The invitation shares the button's cell and comes later in the page: the button is lifted above it, or the text would take its clicks. */
.sxz-summary--inviting .sxz-summary__rate { grid-area: 2 / 1; align-self: end; justify-self: center; position: relative; z-index: 1; }
.sxz-summary__picture { display: block; inline-size: 80px; block-size: 60px; }
.sxz-summary .sxz-summary__picture > * { display: block; inline-size: 100%; block-size: 100%; }
.sxz-summary__empty-title { margin: 0; font-size: 16px; line-height: 24px; font-weight: 600; }
.sxz-summary__invite { margin: 0; color: var(--sxz-text-muted); }
.sxz-summary__lead { display: grid; gap: 8px; justify-items: start; min-inline-size: 0; }
.sxz-summary__score { display: grid; gap: 4px; justify-items: start; min-block-size: 112px; align-content: start; }
.sxz-summary__average { font-size: 40px; line-height: 44px; font-weight: 700; font-variant-numeric: tabular-nums; }
.sxz-summary .sxz-rostars svg { inline-size: 20px; block-size: 20px; }
.sxz-summary__stars-space { block-size: 20px; }
.sxz-summary__count { color: var(--sxz-text); }
.sxz-summary__meta, .sxz-summary__part-label { font-size: 12px; line-height: 16px; color: var(--sxz-text-muted); }
.sxz-summary__figures { display: grid; gap: 12px; min-inline-size: 0; }
.sxz-summary__stars { list-style: none; margin: 0; padding: 0; display: grid; row-gap: 1px; column-gap: 10px;
  grid-template-columns: max-content minmax(0, 1fr) minmax(3ch, max-content); }
.sxz-summary__star-row { display: grid; grid-column: 1 / -1; grid-template-columns: subgrid; align-items: center; block-size: 24px; }
/* A row as a filter toggle: the whole row is the button (24 px tall, the rows 1 px apart: WCAG 2.5.8), on the rows' grid. */
.sxz-summary__star-toggle { display: grid; grid-column: 1 / -1; grid-template-columns: subgrid; align-items: center; block-size: 24px;
  margin: 0; padding: 0; border: 0; border-radius: 4px; background: none; color: inherit; font: inherit; text-align: start; cursor: pointer; }
.sxz-summary__star-toggle:hover { background: var(--sxz-surface-raised); }
.sxz-summary__star-toggle[aria-pressed="true"] { background: var(--sxz-primary-soft); box-shadow: 0 0 0 3px var(--sxz-primary-soft), inset 0 -2px 0 var(--sxz-primary); font-weight: 700; }
.sxz-summary__star-toggle:focus-visible { outline: 2px solid var(--sxz-primary); outline-offset: 1px; }
.sxz-summary__star-count { text-align: end; font-variant-numeric: tabular-nums; }
.sxz-summary__track { display: block; block-size: 6px; border-radius: 3px; background: var(--sxz-surface-raised); overflow: hidden; }
.sxz-summary__fill { display: block; block-size: 100%; border-radius: 3px; background: var(--sxz-star); }
.sxz-summary__split { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 12px; }
.sxz-summary__part { display: grid; gap: 4px; min-inline-size: 0; }
.sxz-summary__part-value { font-weight: 700; font-variant-numeric: tabular-nums; }
.sxz-summary__part--positive .sxz-summary__fill { background: var(--sxz-positive); }
.sxz-summary__part--neutral .sxz-summary__fill { background: var(--sxz-neutral); }
.sxz-summary__part--negative .sxz-summary__fill { background: var(--sxz-negative); }
.sxz-summary__badge { display: grid; gap: 2px; padding: 6px 10px; border-radius: 8px; background: var(--sxz-primary-soft); color: var(--sxz-text); }
.sxz-summary__badge-label { font-weight: 700; }
.sxz-summary__badge-tip { font-size: 12px; line-height: 16px; }
.sxz-summary__badge--corner { position: absolute; inset-block-start: -10px; inset-inline-start: 14px; padding: 0 10px; border-radius: 999px;
  background: var(--sxz-primary); color: var(--sxz-on-primary); font-size: 12px; line-height: 20px; }
.sxz-summary__badge--corner .sxz-summary__badge-tip { position: absolute; inline-size: 1px; block-size: 1px; overflow: hidden; clip-path: inset(50%); }
.sxz-summary__bone { display: block; block-size: 14px; border-radius: 4px; background: var(--sxz-surface-raised); }
.sxz-summary__bone--average { block-size: 44px; inline-size: 72px; }
.sxz-summary__bone--stars { block-size: 20px; inline-size: 108px; }
.sxz-summary__bone--line { block-size: 20px; inline-size: 96px; }
.sxz-summary__bone--meta { block-size: 16px; inline-size: 64px; }
.sxz-summary__bone--label { inline-size: 48px; }
.sxz-summary__bone--count { inline-size: 3ch; }
.sxz-summary__skeleton .sxz-summary__bone { animation: sxz-summary-pulse 1.4s ease-in-out infinite; }
@keyframes sxz-summary-pulse { 50% { opacity: .55; } }
@media (prefers-reduced-motion: reduce) { .sxz-summary__skeleton .sxz-summary__bone { animation: none; } }
/* Room above the compact box for its corner badge, which sits on the top border (inside the widget, never cut by a host). */
.sxz-summary--compact { padding: 12px 14px; margin-block-start: 10px; }
.sxz-summary--compact .sxz-summary__average { font-size: 32px; line-height: 36px; }
.sxz-summary--compact .sxz-summary__bone--average { block-size: 36px; }
.sxz-summary--compact .sxz-summary__score { min-block-size: 104px; }
.sxz-root[data-layout="mobile"] .sxz-summary { padding: 12px; }
.sxz-root[data-layout="mobile"] .sxz-summary__body { grid-template-columns: minmax(0, 1fr); min-block-size: 314px; }
.sxz-root[data-layout="mobile"] .sxz-summary--compact .sxz-summary__body { min-block-size: 306px; }
.sxz-root[data-layout="mobile"] .sxz-summary__lead { grid-template-columns: auto minmax(0, 1fr); gap: 12px; align-items: start; }
`;
