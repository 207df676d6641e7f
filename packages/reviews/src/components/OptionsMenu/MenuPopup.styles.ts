/** The popup and its items: come with their chunk (`ActionParts`), when the menu first opens. On the touch layout
 *  an item is at least 44 x 44 px, as every other control of the list. */
export const menuPopupCss = `
.sxz-menu__list { position: absolute; inset-inline-end: 0; top: 100%; z-index: 5; min-width: 160px; padding: 4px 0; display: flex; flex-direction: column;
  background: var(--sxz-surface, #fff); border: 1px solid var(--sxz-border, #d6d8dd); border-radius: 8px; box-shadow: var(--sxz-shadow, 0 8px 28px rgb(0 0 0 / 18%)); }
.sxz-menu__item { padding: 8px 14px; border: 0; background: none; color: var(--sxz-text, #1d1d1f); font: inherit; text-align: start; cursor: pointer; }
.sxz-list--mobile .sxz-menu__item { min-width: 44px; min-height: 44px; }
.sxz-menu__item:hover, .sxz-menu__item:focus-visible { background: var(--sxz-primary-soft, #e6efff); outline: none; }
.sxz-menu__item.is-danger { color: var(--sxz-error, #b3261e); }
`;
