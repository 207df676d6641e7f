export const readOnlyStarsCss = `
.sxz-rostars { display: inline-flex; gap: 2px; vertical-align: middle; }
.sxz-rostars svg.is-on { fill: var(--sxz-star, #f5a000); }
.sxz-rostars svg.is-off { fill: var(--sxz-star-empty, #c9ccd2); }
`;
