export const likeButtonCss = `
.sxz-like { display: inline-flex; align-items: center; gap: 4px; min-height: 32px; padding: 4px 8px; border: 0; border-radius: 16px;
  background: transparent; color: var(--sxz-text-muted, #585b63); font: inherit; cursor: pointer; }
.sxz-like svg { fill: none; stroke: currentColor; stroke-width: 1.6; }
.sxz-like.is-liked { color: var(--sxz-primary, #0a58ca); }
.sxz-like.is-liked svg { fill: currentColor; }
.sxz-like[aria-busy="true"] { opacity: .7; cursor: progress; }
`;
