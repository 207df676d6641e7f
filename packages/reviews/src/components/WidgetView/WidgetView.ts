import { createContext, useContext } from "react";
import type { Language } from "@sxz/contract";
import type { StartMessages } from "../../i18n/load";

/**
 * What every part of the widget reads: its texts, language, writing direction, layout and variant. The texts are
 * those shown before any interaction; the dialog reads its own with them (`RatingDialog/dialog-messages.ts`).
 */
export interface WidgetView {
  messages: StartMessages;
  language: Language;
  dir: "ltr" | "rtl";
  layout: "desktop" | "mobile";
  variant: "internal" | "external";
}

/** Provided once, by ReviewWidget, instead of threading these five through every prop list. */
export const WidgetViewContext = createContext<WidgetView | null>(null);

export function useWidgetView(): WidgetView {
  const view = useContext(WidgetViewContext);
  if (!view) throw new Error("useWidgetView: render this part inside ReviewWidget (WidgetViewContext)");
  return view;
}
