export const toastCss = `
.sxz-toast-layer { position: sticky; inset-block-end: 24px; block-size: 0; margin-block-start: -16px; display: flex; align-items: flex-end;
  justify-content: center; pointer-events: none; z-index: 3; }
.sxz-toast-layer[data-layout="mobile"] { inset-block-end: 96px; margin-block-start: -12px; }
.sxz-toast-layer--dialog, .sxz-toast-layer--dialog[data-layout="mobile"] { inset-block-end: 0; margin-block-start: -14px; }
.sxz-toast-layer > .sxz-toast-region > .sxz-toast { margin-block-end: 12px; }
.sxz-toast-region { display: contents; }
.sxz-toast { pointer-events: auto; display: flex; align-items: center; gap: 10px; max-width: min(520px + 64px, 100%);
  padding: 10px 14px; border-radius: 8px; background: var(--sxz-surface-raised); color: var(--sxz-text);
  box-shadow: var(--sxz-shadow); border-inline-start: 4px solid var(--sxz-primary); font-size: 14px; }
.sxz-toast--success { border-inline-start-color: var(--sxz-success); }
.sxz-toast--error { border-inline-start-color: var(--sxz-error); }
.sxz-toast--warning { border-inline-start-color: var(--sxz-warning); }
.sxz-toast__text { max-width: 520px; overflow: hidden; white-space: nowrap; }
.sxz-toast--wide .sxz-toast__text { max-width: 700px; }
.sxz-toast-layer[data-layout="mobile"] .sxz-toast__text { max-width: 265px; }
.sxz-toast__inner { display: inline-block; }
.sxz-toast__text--marquee .sxz-toast__inner { animation: sxz-marquee 8s linear infinite; padding-inline-start: 100%; }
.sxz-toast__link { color: var(--sxz-primary); font-weight: 600; white-space: nowrap; }
.sxz-toast__close { font: inherit; font-size: 18px; line-height: 1; border: 0; background: transparent; color: var(--sxz-text-muted);
  cursor: pointer; padding: 2px 6px; border-radius: 4px; }
.sxz-toast__close:focus-visible { outline: 2px solid var(--sxz-primary); }
@keyframes sxz-marquee { from { transform: translateX(0); } to { transform: translateX(-100%); } }
[dir="rtl"] .sxz-toast__text--marquee .sxz-toast__inner { animation-name: sxz-marquee-rtl; }
@keyframes sxz-marquee-rtl { from { transform: translateX(0); } to { transform: translateX(100%); } }
@media (prefers-reduced-motion: reduce) {
  .sxz-toast__text--marquee .sxz-toast__inner { animation: none; padding-inline-start: 0; }
  .sxz-toast__text { white-space: normal; }
}
`;
