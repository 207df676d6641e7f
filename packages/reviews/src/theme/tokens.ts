/**
 * The widget's theming surface: CSS custom properties a host may override on `sxz-score` (they inherit into
 * the shadow root). Values per variant (internal red, external blue) and per colour scheme; every text/background
 * pair meets WCAG AA contrast.
 */
const light = {
  "--sxz-surface": "#ffffff",
  "--sxz-surface-raised": "#f5f6f8",
  "--sxz-text": "#1d1d1f",
  "--sxz-text-muted": "#585b63",
  "--sxz-border": "#d6d8dd",
  "--sxz-star": "#f5a000",
  "--sxz-star-empty": "#c9ccd2",
  "--sxz-positive": "#1f8a4c",
  "--sxz-neutral": "#b26a00",
  "--sxz-negative": "#c62828",
  "--sxz-success": "#1f7a45",
  "--sxz-error": "#b3261e",
  "--sxz-warning": "#8a5300",
  "--sxz-backdrop": "rgb(0 0 0 / 45%)",
  "--sxz-shadow": "0 8px 28px rgb(0 0 0 / 18%)",
};

const dark: typeof light = {
  "--sxz-surface": "#1c1c1e",
  "--sxz-surface-raised": "#2a2a2d",
  "--sxz-text": "#ececf0",
  "--sxz-text-muted": "#b4b6bd",
  "--sxz-border": "#44464d",
  "--sxz-star": "#ffc24a",
  "--sxz-star-empty": "#5c5f66",
  "--sxz-positive": "#6fd39a",
  "--sxz-neutral": "#f0b75a",
  "--sxz-negative": "#ff8a80",
  "--sxz-success": "#6fd39a",
  "--sxz-error": "#ff8a80",
  "--sxz-warning": "#f0b75a",
  "--sxz-backdrop": "rgb(0 0 0 / 65%)",
  "--sxz-shadow": "0 8px 28px rgb(0 0 0 / 55%)",
};

/** Primary colour and the text drawn on it, per variant and scheme. */
const primary = {
  internal: {
    light: { "--sxz-primary": "#c7000b", "--sxz-on-primary": "#ffffff", "--sxz-primary-soft": "#fde8e8" },
    dark: { "--sxz-primary": "#ff8f8a", "--sxz-on-primary": "#2a0000", "--sxz-primary-soft": "#4a1d1d" },
  },
  external: {
    light: { "--sxz-primary": "#0a58ca", "--sxz-on-primary": "#ffffff", "--sxz-primary-soft": "#e6efff" },
    dark: { "--sxz-primary": "#8ab4f8", "--sxz-on-primary": "#0b1a33", "--sxz-primary-soft": "#1d2c4a" },
  },
} as const;

function declarations(values: Record<string, string>): string {
  return Object.entries(values)
    .map(([name, value]) => `${name}: var(${name.replace("--sxz-", "--sxz-user-")}, ${value});`)
    .join(" ");
}

function schemeBlock(selector: string, scheme: "light" | "dark"): string {
  const base = scheme === "light" ? light : dark;
  return [
    `${selector} { ${declarations(base)} color-scheme: ${scheme}; }`,
    `${selector}[data-variant="internal"] { ${declarations(primary.internal[scheme])} }`,
    `${selector}[data-variant="external"] { ${declarations(primary.external[scheme])} }`,
  ].join("\n");
}

/**
 * Light by default; dark with `theme="dark"`, or with `theme="auto"` (the default) when the system prefers
 * dark. Hosts override a value with `--sxz-user-<name>` (e.g. `--sxz-user-primary`) on the element.
 */
export const themeCss = [
  schemeBlock(".sxz-root", "light"),
  schemeBlock('.sxz-root[data-theme="dark"]', "dark"),
  `@media (prefers-color-scheme: dark) {\n${schemeBlock('.sxz-root[data-theme="auto"]', "dark")}\n}`,
].join("\n");
