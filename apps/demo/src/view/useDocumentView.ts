import { useEffect } from "react";
import { languageTag, textDirection } from "@sxz/client";
import { platform } from "../platform/client";
import type { ViewSettings } from "./view-settings";

/**
 * Mirrors the view settings onto <html> (lang, dir, data-theme, data-variant, data-layout) so the page's CSS
 * custom properties follow them, and tells the client layer the language (its messages and the sxz-lang header).
 */
export function useDocumentView(settings: ViewSettings): void {
  const { language, theme, variant, layout } = settings;
  useEffect(() => {
    const root = document.documentElement;
    root.lang = languageTag(language);
    root.dir = textDirection(language);
    root.dataset.theme = theme;
    root.dataset.variant = variant;
    root.dataset.layout = layout;
    root.style.colorScheme = theme;
  }, [language, theme, variant, layout]);

  useEffect(() => {
    void platform().i18n.setLanguage(language);
  }, [language]);
}
