// Chips are 28 px tall on touch, not 44: the collapsed row is 33 px tall (RW-LST-2); they stay 8 px apart (WCAG 2.5.8).
// There the ring sits on the chip's edge (offset 0): 3 px padding + 28 px chip + 2 px ring fill the 33 px row.
export const tagFilterCss = `
.sxz-tagfilter { display: flex; align-items: flex-start; gap: 4px; margin: 8px 0; }
.sxz-tagfilter { min-width: 0; }
/* The padding gives the chips' focus rings (2 px outline, 1 px offset) room inside the clipped row. */
.sxz-tagfilter__row { display: flex; flex-wrap: wrap; gap: 8px; flex: 1; min-width: 0; padding: 3px; overflow: hidden; }
.sxz-tagfilter__row .sxz-chip:focus-visible { outline-offset: 1px; }
.sxz-list--mobile .sxz-tagfilter__row .sxz-chip:focus-visible { outline-offset: 0; }
.sxz-chip { min-height: 32px; padding: 4px 12px; border-radius: 16px; font: inherit; font-size: .9em; cursor: pointer;
  border: 1px solid var(--sxz-border, #d6d8dd); background: var(--sxz-surface-raised, #f5f6f8); color: var(--sxz-text, #1d1d1f);
  max-width: 100%; overflow-wrap: anywhere; }
.sxz-list--mobile .sxz-chip { min-height: 28px; padding: 2px 10px; font-size: max(12px, .9em); }
.sxz-chip[aria-pressed="true"] { background: var(--sxz-primary, #0a58ca); border-color: var(--sxz-primary, #0a58ca); color: var(--sxz-on-primary, #fff); }
.sxz-tagfilter__chevron svg.is-flipped, .sxz-editor svg.is-flipped { transform: rotate(180deg); }
`;
