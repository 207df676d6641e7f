import { createContext, useContext } from "react";
import type { RatingMessages } from "../../i18n/rating-messages";

/**
 * The rating half's texts with the dialog's own, which load with the dialog's chunk in the widget's language
 * (`rating-dialog-part.ts`): provided by the widget around the dialog once both are in.
 */
export const DialogMessagesContext = createContext<RatingMessages | null>(null);

export function useDialogMessages(): RatingMessages {
  const messages = useContext(DialogMessagesContext);
  if (!messages) throw new Error("useDialogMessages: render the dialog inside DialogMessagesContext (its texts come with its chunk)");
  return messages;
}
