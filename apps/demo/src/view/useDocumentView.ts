import { useEffect } from "react";
import { platform } from "../platform/client";
import type { ViewSettings } from "./view-settings";

/**
 * Tells the client layer the language (its messages, the `sxz-lang` header of every call) and mirrors the view
 * settings onto <html>: lang and dir from the client's i18n, data-theme, data-variant and data-layout for the
 * page's CSS custom properties.
 */
export function useDocumentView(settings: ViewSettings): void {
  const { language, theme, variant, layout } = settings;
  useEffect(() => {
    const { i18n } = platform();
    void i18n.setLanguage(language);
    const root = document.documentElement;
    root.lang = i18n.tag;
    root.dir = i18n.direction;
  }, [language]);

  useEffect(() => {
    const root = document.documentElement;
    root.dataset.theme = theme;
    root.dataset.variant = variant;
    root.dataset.layout = layout;
    root.style.colorScheme = theme;
  }, [theme, variant, layout]);
}
