export const reviewCardCss = `
/* Only a block size is estimated for a chunk not yet laid out: an intrinsic inline size would widen the list (and the
   page) to it. The inline padding is room for the focus rings of cards and like buttons, which the chunk's paint
   containment would otherwise cut at its edges. */
.sxz-list__chunk { content-visibility: auto; contain-intrinsic-block-size: auto 1600px; min-inline-size: 0; padding-inline: 4px;
  background: var(--sxz-surface, #fff); }
.sxz-list--mobile .sxz-list__chunk { contain-intrinsic-block-size: auto 1100px; }
.sxz-list__chunk:has(.sxz-card.is-active) { content-visibility: visible; }
.sxz-list__item { border-bottom: 1px solid var(--sxz-border, #d6d8dd); background: var(--sxz-surface, #fff); }
.sxz-card { display: flex; gap: 12px; padding: 14px 0; outline-offset: 2px; }
.sxz-list--mobile .sxz-card { gap: 8px; padding: 10px 0; }
.sxz-card__body { flex: 1; min-width: 0; }
.sxz-card__head { display: flex; min-width: 0; align-items: center; flex-wrap: wrap; gap: 6px; }
.sxz-card__spacer { flex: 1; }
.sxz-card__name { font-weight: 600; overflow-wrap: anywhere; }
.sxz-badge { padding: 1px 6px; border-radius: 4px; font-size: .75em; background: var(--sxz-surface-raised, #f5f6f8); color: var(--sxz-text-muted, #585b63); }
.sxz-badge--me, .sxz-badge--admin { background: var(--sxz-primary-soft, #e6efff); color: var(--sxz-primary, #0a58ca); }
.sxz-badge--pinned { background: var(--sxz-primary, #0a58ca); color: var(--sxz-on-primary, #fff); }
.sxz-card__tags { display: flex; flex-wrap: wrap; gap: 6px; margin: 6px 0; padding: 0; list-style: none; }
.sxz-tag { padding: 1px 8px; border-radius: 10px; font-size: .8em; border: 1px solid var(--sxz-border, #d6d8dd); color: var(--sxz-text-muted, #585b63); }
.sxz-card__text { margin: 6px 0 2px; white-space: pre-wrap; overflow-wrap: anywhere; line-height: 1.5; }
.sxz-card__text.is-clamped { display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 4; line-clamp: 4; overflow: hidden; max-height: 6em; }
.sxz-list--mobile .sxz-card__text.is-clamped { max-height: 84px; }
.sxz-card__hidden { margin: 6px 0; font-style: italic; color: var(--sxz-text-muted, #585b63); }
.sxz-card__foot { display: flex; align-items: center; flex-wrap: wrap; gap: 8px; margin-top: 6px; }
.sxz-card__date { font-size: .85em; color: var(--sxz-text-muted, #585b63); }
.sxz-card__actions { display: flex; align-items: center; gap: 4px; margin-inline-start: auto; }
.sxz-card__replies { margin: 8px 0 0; padding: 8px 10px; list-style: none; border-radius: 6px; background: var(--sxz-surface-raised, #f5f6f8); }
.sxz-reply { display: flex; gap: 8px; padding: 6px 0; }
.sxz-reply__body { flex: 1; min-width: 0; }
.sxz-reply__head { display: flex; align-items: center; flex-wrap: wrap; gap: 6px; }
.sxz-reply__text { margin: 4px 0; white-space: pre-wrap; overflow-wrap: anywhere; }
`;
