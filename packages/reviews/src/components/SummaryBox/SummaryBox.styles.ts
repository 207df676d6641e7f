export const summaryCss = `
.sxz-summary { position: relative; background: var(--sxz-surface); color: var(--sxz-text); border: 1px solid var(--sxz-border);
  border-radius: 12px; padding: 16px 20px; }
.sxz-summary__head { display: flex; align-items: center; justify-content: space-between; gap: 12px; }
.sxz-summary__title { margin: 0; font-size: 16px; font-weight: 600; }
.sxz-corner { font: inherit; font-size: 13px; font-weight: 600; border: 0; cursor: pointer; padding: 6px 12px;
  border-radius: 0 12px 0 12px; background: var(--sxz-primary); color: var(--sxz-on-primary); }
[dir="rtl"] .sxz-corner { border-radius: 12px 0 12px 0; }
.sxz-corner--rated { background: var(--sxz-primary-soft); color: var(--sxz-text); }
.sxz-corner:focus-visible { outline: 2px solid var(--sxz-text); outline-offset: 2px; }
.sxz-summary__body { display: flex; flex-wrap: wrap; gap: 16px 28px; align-items: center; margin-top: 12px; }
.sxz-summary__score { display: grid; justify-items: start; gap: 2px; min-inline-size: 110px; }
.sxz-summary__percent { font-size: 34px; font-weight: 700; line-height: 1.1; color: var(--sxz-primary); }
.sxz-summary__caption, .sxz-summary__count, .sxz-summary__avg { font-size: 13px; color: var(--sxz-text-muted); }
.sxz-bars, .sxz-breakdown { list-style: none; margin: 0; padding: 0; display: grid; gap: 6px; flex: 1; min-inline-size: 180px; }
.sxz-bar { display: grid; grid-template-columns: 6.5em 1fr 4em; align-items: center; gap: 8px; font-size: 13px; }
.sxz-bar__track { block-size: 8px; border-radius: 4px; background: var(--sxz-surface-raised); overflow: hidden; }
.sxz-bar__fill { display: block; block-size: 100%; border-radius: 4px; }
.sxz-bar--positive .sxz-bar__fill { background: var(--sxz-positive); }
.sxz-bar--neutral .sxz-bar__fill { background: var(--sxz-neutral); }
.sxz-bar--negative .sxz-bar__fill { background: var(--sxz-negative); }
.sxz-bar__value { text-align: end; color: var(--sxz-text-muted); font-variant-numeric: tabular-nums; }
.sxz-breakdown { min-inline-size: 120px; flex: 0 1 160px; }
.sxz-breakdown__row { display: flex; justify-content: space-between; font-size: 13px; color: var(--sxz-text-muted); }
.sxz-badge { display: flex; flex-wrap: wrap; gap: 4px 10px; align-items: baseline; margin-top: 12px; padding: 8px 12px;
  border-radius: 8px; background: var(--sxz-primary-soft); }
.sxz-badge__label { font-weight: 700; color: var(--sxz-text); }
.sxz-badge__tip { font-size: 12px; color: var(--sxz-text-muted); }
.sxz-summary__recommended { margin: 8px 0 0; font-size: 13px; color: var(--sxz-text-muted); }
.sxz-summary--compact { padding: 12px 14px; }
.sxz-summary--compact .sxz-summary__percent { font-size: 26px; }
.sxz-summary--compact .sxz-summary__body { margin-top: 8px; }
.sxz-badge--corner { position: absolute; inset-block-start: -10px; inset-inline-start: 14px; margin: 0; padding: 2px 10px;
  border-radius: 999px; background: var(--sxz-primary); }
.sxz-badge--corner .sxz-badge__label { color: var(--sxz-on-primary); font-size: 12px; }
.sxz-badge--corner .sxz-badge__tip { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
.sxz-root[data-layout="mobile"] .sxz-summary { padding: 12px; }
.sxz-summary--compact .sxz-breakdown { flex-basis: 130px; gap: 2px; }
`;
