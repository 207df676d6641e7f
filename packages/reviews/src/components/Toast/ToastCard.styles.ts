/** The rest of a toast's look — its type's colour, the marquee's motion, the link and the close button — comes
 *  with the chunk of what shows after an action (`ActionParts`), added after the widget's sheet. */
export const toastCardCss = `
.sxz-toast--success { border-inline-start-color: var(--sxz-success); }
.sxz-toast--error { border-inline-start-color: var(--sxz-error); }
.sxz-toast--warning { border-inline-start-color: var(--sxz-warning); }
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
}
`;
