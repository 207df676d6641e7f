import type { Language } from "@sxz/contract";
import type { ListMessages } from "./messages";

/**
 * What every part of the list reads — texts, language, layout, variant — as one object handed down, instead
 * of four props threaded through every prop list. (Not a React context: the standalone element sits at its
 * size budget, and one object prop costs nothing.)
 */
export interface ListView {
  messages: ListMessages;
  language: Language;
  layout: "desktop" | "mobile";
  variant: "internal" | "external";
}
