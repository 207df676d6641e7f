export const starsCss = `
.sxz-stars { display: inline-flex; gap: 6px; align-items: center; }
.sxz-stars__star { display: inline-flex; border-radius: 6px; cursor: pointer; padding: 2px; }
.sxz-stars__star:focus-visible { outline: 2px solid var(--sxz-primary); outline-offset: 2px; }
.sxz-star { fill: var(--sxz-star-empty); transition: transform 120ms ease, fill 120ms ease; }
.sxz-star--on { fill: var(--sxz-star); }
.sxz-stars__star:hover .sxz-star { transform: scale(1.12); }
.sxz-stars--static { gap: 2px; }
@media (prefers-reduced-motion: reduce) { .sxz-star { transition: none; } .sxz-stars__star:hover .sxz-star { transform: none; } }
`;
