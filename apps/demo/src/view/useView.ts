import { useCallback, useMemo } from "react";
import { useLocation, useSearchParams } from "react-router";
import { textsFor } from "../i18n";
import type { DemoTexts } from "../i18n";
import { readViewSettings, withViewParams, writeViewSettings } from "./view-settings";
import type { ViewSettings } from "./view-settings";

export interface View {
  settings: ViewSettings;
  texts: DemoTexts;
  /** Changes settings in the address (a new history entry, so Back restores the previous view). */
  change(change: Partial<ViewSettings>): void;
  /** A site path with the current view parameters added. */
  href(target: string): string;
}

/** The view settings of the current address, and the page texts in its language. */
export function useView(): View {
  const [params, setParams] = useSearchParams();
  const { hash } = useLocation();
  const key = withHashQuery(params, hash).toString();
  const settings = useMemo(() => readViewSettings(new URLSearchParams(key)), [key]);
  const change = useCallback(
    (next: Partial<ViewSettings>) => setParams((current) => writeViewSettings(current, next)),
    [setParams],
  );
  const href = useCallback((target: string) => withViewParams(target, new URLSearchParams(key)), [key]);
  return { settings, texts: textsFor(settings.language), change, href };
}

/** Hash-routed pages (/h5/weportal/#/x?sxz-lang=…) carry their query in the hash; the real query wins. */
function withHashQuery(params: URLSearchParams, hash: string): URLSearchParams {
  const start = hash.indexOf("?");
  if (start < 0) return params;
  const merged = new URLSearchParams(hash.slice(start + 1));
  for (const [key, value] of params) merged.set(key, value);
  return merged;
}
