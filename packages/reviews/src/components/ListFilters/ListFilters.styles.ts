// The search field, what learners mention, the filter line and the marks of a search (first paint of the list).
export const listFiltersCss = `
.sxz-search { position: relative; display: flex; align-items: center; margin: 8px 0 4px; max-inline-size: 360px; }
.sxz-list--mobile .sxz-search { max-inline-size: none; }
.sxz-search__label { position: absolute; inline-size: 1px; block-size: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.sxz-search__icon { position: absolute; inset-inline-start: 10px; color: var(--sxz-text-muted, #585b63); pointer-events: none; }
.sxz-search__input { flex: 1; min-inline-size: 0; min-block-size: 36px; padding-block: 6px; padding-inline: 34px 36px; border-radius: 18px; font: inherit;
  border: 1px solid var(--sxz-text-muted, #585b63); background: var(--sxz-surface, #fff); color: var(--sxz-text, #1d1d1f); }
.sxz-list--mobile .sxz-search__input { min-block-size: 44px; border-radius: 22px; }
.sxz-search__input::-webkit-search-cancel-button { display: none; }
.sxz-search__clear { position: absolute; inset-inline-end: 4px; }
.sxz-mentions { margin: 8px 0; }
.sxz-mentions__title { margin: 4px 0; font-size: 1em; font-weight: 700; }
.sxz-mentions__group { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; padding: 3px; }
.sxz-mentions__label { flex: none; min-inline-size: 6em; font-size: max(12px, .85em); color: var(--sxz-text-muted, #585b63); }
.sxz-list--mobile .sxz-mentions__label { flex-basis: 100%; }
.sxz-mentions__group--praise .sxz-chip:not([aria-pressed="true"]) { border-color: var(--sxz-positive, #1f8a4c); }
.sxz-mentions__group--complaint .sxz-chip:not([aria-pressed="true"]) { border-color: var(--sxz-negative, #c62828); }
.sxz-filterline__text { display: flex; flex-wrap: wrap; align-items: center; gap: 0 4px; margin: 6px 0 0; font-weight: 700; }
.sxz-filterline__note { margin: 2px 0 0; font-size: max(12px, .85em); color: var(--sxz-text-muted, #585b63); }
.sxz-mark { background: var(--sxz-primary-soft, #e6efff); color: var(--sxz-text, #1d1d1f); box-shadow: inset 0 -2px 0 var(--sxz-star, #f5a000); border-radius: 2px; }
.sxz-nomatch { gap: 8px; }
.sxz-nomatch p { margin: 0; }
`;
