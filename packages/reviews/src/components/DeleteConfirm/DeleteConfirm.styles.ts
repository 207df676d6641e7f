export const deleteConfirmCss = `
.sxz-confirm-backdrop { position: fixed; inset: 0; z-index: 20; display: flex; align-items: center; justify-content: center; background: var(--sxz-backdrop, rgb(0 0 0 / 45%)); }
.sxz-confirm-backdrop--mobile { align-items: flex-end; }
.sxz-confirm { box-sizing: border-box; width: min(400px, calc(100% - 32px)); padding: 20px; border-radius: 12px; text-align: center;
  background: var(--sxz-surface, #fff); color: var(--sxz-text, #1d1d1f); box-shadow: var(--sxz-shadow, 0 8px 28px rgb(0 0 0 / 18%)); }
.sxz-confirm--mobile { width: 100%; max-width: 480px; border-radius: 12px 12px 0 0; }
.sxz-confirm__icon { fill: var(--sxz-warning, #8a5300); }
.sxz-confirm__title { margin: 8px 0 4px; font-size: 1.05em; }
.sxz-confirm__text { margin: 0 0 16px; color: var(--sxz-text-muted, #585b63); }
.sxz-confirm__actions { display: flex; gap: 12px; justify-content: center; }
.sxz-confirm__actions .sxz-btn { min-block-size: 40px; min-inline-size: 96px; font-weight: 600; }
.sxz-confirm--mobile .sxz-confirm__actions .sxz-btn { flex: 1; min-block-size: 44px; }
`;
