/**
 * The bar the editor sits in on mobile, fixed to the bottom of the viewport (it comes with the editors' chunk): above
 * the home indicator (the safe-area inset) and, through `useVisibleBottom`, above an on-screen keyboard.
 */
export const listEditorCss = `
.sxz-list__mobile-editor { position: fixed; inset-inline: 0; bottom: 0; z-index: 10; box-sizing: border-box; overflow-y: auto;
  padding-bottom: calc(4px + env(safe-area-inset-bottom, 0px)); border-top: 1px solid var(--sxz-border, #d6d8dd);
  background: var(--sxz-surface, #fff); box-shadow: var(--sxz-shadow, 0 8px 28px rgb(0 0 0 / 18%)); }
.sxz-list__mobile-editor-head { display: flex; align-items: center; gap: 6px; padding: 6px 10px 0; font-size: .85em; color: var(--sxz-text-muted, #585b63); }
`;
