export const sortTabsCss = `
.sxz-tabs { display: inline-flex; gap: 4px; }
.sxz-tab { padding: 6px 10px; border: 0; border-bottom: 2px solid transparent; background: none; color: var(--sxz-text-muted, #585b63); font: inherit; cursor: pointer; }
.sxz-tab[aria-selected="true"] { color: var(--sxz-primary, #0a58ca); border-bottom-color: var(--sxz-primary, #0a58ca); font-weight: 600; }
`;
