import { avatarCss } from "../Avatar/Avatar.styles";
import { galleryCss } from "../ImageViewer/Gallery.styles";
import { likeButtonCss } from "../LikeButton/LikeButton.styles";
import { optionsMenuCss } from "../OptionsMenu/OptionsMenu.styles";
import { readOnlyStarsCss } from "../ReadOnlyStars/ReadOnlyStars.styles";
import { reviewCardCss } from "../ReviewCard/ReviewCard.styles";
import { sortTabsCss } from "../SortTabs/SortTabs.styles";
import { tagFilterCss } from "../TagFilter/TagFilter.styles";
import { listFiltersCss } from "../ListFilters/ListFilters.styles";

// Touch layout (.sxz-list--mobile): every control a finger aims at is at least 44 x 44 px — the padding grows, not
// the icon or the text; elsewhere controls are at least 24-28 px (WCAG 2.5.8).
const ownCss = `
.sxz-list__announcement { position: absolute; inline-size: 1px; block-size: 1px; margin: 0; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.sxz-list { min-inline-size: 0; max-inline-size: 100%; color: var(--sxz-text, #1d1d1f); background: var(--sxz-surface, #fff); }
.sxz-list__header { display: flex; align-items: center; justify-content: space-between; flex-wrap: wrap; gap: 8px;
  border-bottom: 1px solid var(--sxz-border, #d6d8dd); }
.sxz-list__title { margin: 8px 0; font-size: 1.1em; overflow-wrap: anywhere; }
.sxz-list__count { font-weight: 400; color: var(--sxz-text-muted, #585b63); }
.sxz-list__sentinel { height: 1px; }
.sxz-list__chunk.sxz-list__chunk--unskipped { content-visibility: visible; }
.sxz-footer { display: flex; align-items: center; justify-content: center; gap: 8px; padding: 14px; color: var(--sxz-text-muted, #585b63); }
.sxz-spinner { width: 16px; height: 16px; border: 2px solid var(--sxz-border, #d6d8dd); border-top-color: var(--sxz-primary, #0a58ca); border-radius: 50%; animation: sxz-spin 1s linear infinite; }
@keyframes sxz-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .sxz-spinner { animation-duration: 3s; } }
.sxz-list-skeleton__card { display: flex; gap: 12px; padding: 14px 0; }
.sxz-list-skeleton__avatar { flex: none; inline-size: 40px; block-size: 40px; border-radius: 50%; background: var(--sxz-surface-raised, #f5f6f8); }
.sxz-list-skeleton__lines { flex: 1; display: grid; gap: 8px; }
.sxz-list-skeleton__line { block-size: 14px; border-radius: 4px; background: var(--sxz-surface-raised, #f5f6f8); }
.sxz-list-skeleton__line--short { inline-size: 30%; }
.sxz-list-skeleton__line--text { block-size: 40px; }
.sxz-empty { display: flex; flex-direction: column; align-items: center; padding: 24px; color: var(--sxz-text-muted, #585b63); }
.sxz-empty__picture { display: block; inline-size: 120px; block-size: 90px; flex: none; }
.sxz-btn { min-height: 32px; padding: 4px 14px; border-radius: 6px; font: inherit; cursor: pointer;
  border: 1px solid var(--sxz-border, #d6d8dd); background: var(--sxz-surface, #fff); color: var(--sxz-text, #1d1d1f); }
.sxz-btn--primary { background: var(--sxz-primary, #0a58ca); border-color: var(--sxz-primary, #0a58ca); color: var(--sxz-on-primary, #fff); }
.sxz-btn--danger { background: var(--sxz-error, #b3261e); border-color: var(--sxz-error, #b3261e); color: var(--sxz-surface, #fff); }
.sxz-btn:disabled { opacity: .55; cursor: not-allowed; }
.sxz-link { min-width: 28px; min-height: 28px; padding: 4px 6px; border: 0; background: none; color: var(--sxz-primary, #0a58ca); font: inherit; font-size: max(14px, .9em); cursor: pointer; }
.sxz-iconbtn { display: inline-flex; align-items: center; justify-content: center; min-width: 32px; min-height: 32px; padding: 0; border: 0; border-radius: 50%;
  background: none; color: var(--sxz-text-muted, #585b63); cursor: pointer; }
.sxz-list--mobile :is(.sxz-link, .sxz-iconbtn, .sxz-like, .sxz-tab, .sxz-btn) { min-width: 44px; min-height: 44px; }
.sxz-iconbtn svg { fill: currentColor; }
.sxz-list :focus-visible { outline: 2px solid var(--sxz-primary, #0a58ca); outline-offset: 2px; }
`;

/**
 * Every style of the list's first paint, rendered once in a style element inside the list (so inside the element's
 * shadow root). What opens on use brings its own after this one: the editors and the delete confirmation
 * (`ListParts`), the menu's popup and the image viewer (`ActionParts`).
 */
export const listCss = [
  ownCss,
  avatarCss,
  readOnlyStarsCss,
  likeButtonCss,
  optionsMenuCss,
  tagFilterCss,
  listFiltersCss,
  sortTabsCss,
  reviewCardCss,
  galleryCss,
].join("\n");
