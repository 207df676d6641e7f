export const tagsCss = `
.sxz-tags { display: flex; flex-wrap: wrap; gap: 8px; justify-content: center; }
.sxz-tag { font: inherit; font-size: 13px; padding: 5px 12px; border-radius: 999px; border: 1px solid var(--sxz-border);
  background: var(--sxz-surface); color: var(--sxz-text); cursor: pointer; }
.sxz-tag[aria-pressed="true"] { border-color: var(--sxz-primary); background: var(--sxz-primary-soft); color: var(--sxz-text); font-weight: 600; }
.sxz-tag:focus-visible { outline: 2px solid var(--sxz-primary); outline-offset: 2px; }
`;
