import { DEFAULT_LANGUAGE, LANGUAGES, languageCookie, resolveLanguage } from "@sxz/contract";
import type { Language } from "@sxz/contract";

/**
 * How the site and its widgets are shown. Every setting lives in the page address, so a view can be shared
 * by copying the link: `?variant=internal&layout=mobile&theme=dark&sxz-lang=ar_SA`.
 */
export interface ViewSettings {
  /** internal = the employee product (red); external = the public product (blue). */
  variant: "internal" | "external";
  layout: "desktop" | "mobile";
  theme: "light" | "dark";
  language: Language;
}

export const VIEW_PARAMS = { variant: "variant", layout: "layout", theme: "theme", language: "sxz-lang" } as const;

export const VARIANTS = ["external", "internal"] as const;
export const LAYOUTS = ["desktop", "mobile"] as const;
export const THEMES = ["light", "dark"] as const;
export { LANGUAGES };

export const DEFAULT_VIEW: ViewSettings = {
  variant: "external",
  layout: "desktop",
  theme: "light",
  language: DEFAULT_LANGUAGE,
};

function pick<T extends string>(allowed: readonly T[], value: string | null, fallback: T): T {
  return allowed.find((item) => item === value) ?? fallback;
}

/**
 * Reads the settings from a query; unknown values fall back to the defaults. The language follows the rule the
 * client layer and the widget share (sxz-lang, else the language cookie, else zh_CN), so the page and its widgets agree.
 */
export function readViewSettings(
  params: URLSearchParams,
  cookieHeader: string | undefined = typeof document === "undefined" ? undefined : document.cookie,
): ViewSettings {
  return {
    variant: pick(VARIANTS, params.get(VIEW_PARAMS.variant), DEFAULT_VIEW.variant),
    layout: pick(LAYOUTS, params.get(VIEW_PARAMS.layout), DEFAULT_VIEW.layout),
    theme: pick(THEMES, params.get(VIEW_PARAMS.theme), DEFAULT_VIEW.theme),
    language: resolveLanguage({ query: params.get(VIEW_PARAMS.language), cookie: languageCookie(cookieHeader) }),
  };
}

/**
 * Copies the view parameters of `from` into `target` (a path with an optional query), leaving the target's own
 * parameters alone, so links inside the site keep the chosen view.
 */
export function withViewParams(target: string, from: URLSearchParams): string {
  const [pathAndQuery = "", hash] = target.split("#", 2);
  const [path = "", query = ""] = pathAndQuery.split("?", 2);
  const params = new URLSearchParams(query);
  for (const name of Object.values(VIEW_PARAMS)) {
    const value = from.get(name);
    if (value !== null && !params.has(name)) params.set(name, value);
  }
  const search = params.toString();
  return `${path}${search ? `?${search}` : ""}${hash === undefined ? "" : `#${hash}`}`;
}

/** The settings written back into a query (other parameters kept). */
export function writeViewSettings(params: URLSearchParams, change: Partial<ViewSettings>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(change) as [keyof ViewSettings, string][])
    next.set(VIEW_PARAMS[key], value);
  return next;
}
