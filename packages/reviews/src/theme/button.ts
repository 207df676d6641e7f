/**
 * The widget's button look: the alert's OK and the rating dialog's buttons. In the widget's first-paint sheet, as
 * the two parts that use it come in chunks of their own.
 */
export const buttonCss = `
.sxz-button { font: inherit; font-size: 15px; font-weight: 600; border: 0; border-radius: 999px; padding: 10px 20px; cursor: pointer; }
.sxz-button:focus-visible { outline: 2px solid var(--sxz-text); outline-offset: 2px; }
.sxz-button--primary { background: var(--sxz-primary); color: var(--sxz-on-primary); }
`;
