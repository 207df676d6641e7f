export const replyEditorCss = `
.sxz-editor { display: flex; flex-direction: column; gap: 6px; margin: 8px 0; }
.sxz-editor__label { font-size: .85em; color: var(--sxz-text-muted, #585b63); }
.sxz-editor__area { box-sizing: border-box; width: 100%; min-height: 72px; padding: 8px; resize: vertical; font: inherit;
  color: var(--sxz-text, #1d1d1f); background: var(--sxz-surface, #fff); border: 1px solid var(--sxz-border, #d6d8dd); border-radius: 6px; }
.sxz-editor__bar { display: flex; align-items: center; justify-content: flex-end; gap: 8px; }
.sxz-editor__announcement { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.sxz-editor__counter { margin-inline-end: auto; font-size: .85em; color: var(--sxz-text-muted, #585b63); font-variant-numeric: tabular-nums; }
.sxz-editor--mobile { box-sizing: border-box; height: 80px; margin: 0; padding: 4px 10px 0; gap: 4px 8px; flex-direction: row; flex-wrap: wrap; align-items: center; }
.sxz-editor--mobile.is-expanded { height: 210px; align-items: stretch; }
.sxz-editor--mobile .sxz-editor__label { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
.sxz-editor--mobile .sxz-editor__area { flex: 1 1 100%; min-height: 0; height: 28px; padding-block: 3px; line-height: 20px; resize: none; }
.sxz-editor--mobile.is-expanded .sxz-editor__area { height: 150px; }
.sxz-editor--mobile .sxz-editor__bar { flex: 1 1 100%; }
`;
