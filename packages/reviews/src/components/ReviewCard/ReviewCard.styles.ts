// Meta text (labels, tags, dates) is never below 12 px and body text never below 14 px, whatever the host's font
// size (max()). Comments about the rules live out here: the CSS string ships in every embed.
// Review and reply text keep their own direction (dir="auto": an Arabic review reads right to left in the English
// interface) but line up with the interface's start edge, under the author's name: said as left / right by the
// interface's dir, since start would follow the paragraph's own direction (and Chromium computes match-parent as start).
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
.sxz-card__course { margin: 0 0 4px; font-weight: 600; overflow-wrap: anywhere; }
.sxz-card__course a { color: var(--sxz-primary, #0a58ca); }
.sxz-card__label { padding: 1px 6px; border-radius: 4px; font-size: max(12px, .75em); background: var(--sxz-surface-raised, #f5f6f8); color: var(--sxz-text-muted, #585b63); }
.sxz-card__label--me, .sxz-card__label--admin { background: var(--sxz-primary-soft, #e6efff); color: var(--sxz-primary, #0a58ca); }
.sxz-card__label--pinned { background: var(--sxz-primary, #0a58ca); color: var(--sxz-on-primary, #fff); }
.sxz-card__label--hidden { border: 1px dashed currentColor; }
.sxz-card__sign-in { font: inherit; font-size: max(12px, .85em); font-weight: 600; min-block-size: 32px; padding: 0 12px; border: 0; border-radius: 999px;
  cursor: pointer; background: var(--sxz-primary); color: var(--sxz-on-primary); }
.sxz-list--mobile .sxz-card__sign-in { min-block-size: 44px; }
.sxz-card__sign-in:focus-visible { outline: 2px solid var(--sxz-text); outline-offset: 2px; }
.sxz-card__verified { display: flex; align-items: center; gap: 4px; margin: 2px 0 0; font-size: max(12px, .8em); color: var(--sxz-success, #1f7a45); }
.sxz-card__verified-icon { flex: none; }
.sxz-card__tags { display: flex; flex-wrap: wrap; gap: 6px; margin: 6px 0; padding: 0; list-style: none; }
.sxz-card__tag { padding: 1px 8px; border-radius: 10px; font-size: max(12px, .8em); border: 1px solid var(--sxz-border, #d6d8dd); color: var(--sxz-text-muted, #585b63); }
.sxz-card__text, .sxz-reply__text { text-align: left; }
[dir="rtl"] :is(.sxz-card__text, .sxz-reply__text) { text-align: right; }
.sxz-card__text { margin: 6px 0 2px; font-size: max(14px, 1em); white-space: pre-wrap; overflow-wrap: anywhere; line-height: 1.5; }
.sxz-card.is-hidden .sxz-card__text { color: var(--sxz-text-muted, #585b63); font-style: italic; padding-inline-start: 8px; border-inline-start: 3px solid var(--sxz-border, #d6d8dd); }
.sxz-card__text.is-clamped { display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 4; line-clamp: 4; overflow: hidden; max-height: 6em; }
.sxz-list--mobile .sxz-card__text.is-clamped { max-height: 84px; }
.sxz-card__hidden { margin: 6px 0; font-style: italic; color: var(--sxz-text-muted, #585b63); }
.sxz-card__foot { display: flex; align-items: center; flex-wrap: wrap; gap: 8px; margin-top: 6px; }
.sxz-card__date { font-size: max(12px, .85em); color: var(--sxz-text-muted, #585b63); }
.sxz-card__actions { display: flex; align-items: center; gap: 4px; margin-inline-start: auto; }
.sxz-card__replies { margin: 8px 0 0; padding: 8px 10px; list-style: none; border-radius: 6px; background: var(--sxz-surface-raised, #f5f6f8); }
.sxz-reply { display: flex; gap: 8px; padding: 6px 0; }
.sxz-reply__body { flex: 1; min-width: 0; }
.sxz-reply__head { display: flex; align-items: center; flex-wrap: wrap; gap: 6px; }
.sxz-reply__text { margin: 4px 0; font-size: max(14px, 1em); white-space: pre-wrap; overflow-wrap: anywhere; }
`;
