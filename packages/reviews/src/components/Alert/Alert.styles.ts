/** The blocked-rating alert: comes with the chunk of what shows after an action (`ActionParts`). */
export const alertCss = `
.sxz-alert { display: flex; align-items: center; gap: 12px; margin-block: 12px; padding: 12px 14px; border-radius: 8px;
  background: var(--sxz-surface-raised); color: var(--sxz-text); border: 1px solid var(--sxz-warning);
  opacity: 1; transition: opacity 300ms ease; }
.sxz-alert--closing { opacity: 0; }
.sxz-alert__icon { display: inline-grid; place-items: center; width: 22px; height: 22px; border-radius: 50%;
  background: var(--sxz-warning); color: var(--sxz-surface); font-weight: 700; flex: none; }
.sxz-alert__text { margin: 0; flex: 1; font-size: 14px; }
@media (prefers-reduced-motion: reduce) { .sxz-alert { transition: none; } }
`;
