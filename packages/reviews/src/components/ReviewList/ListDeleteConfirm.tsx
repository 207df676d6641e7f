import { DeleteConfirm } from "../DeleteConfirm/DeleteConfirm";
import type { GivenListMessages, ListPartMessages } from "../../i18n/list-messages";
import { withPartTexts } from "../../i18n/list-messages";

/** The confirmation before a review or a reply is deleted, in the list's texts; its confirm button says what it does. */
export function ListDeleteConfirm(props: {
  kind: "review" | "reply";
  messages: GivenListMessages;
  texts: ListPartMessages;
  layout: "desktop" | "mobile";
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { kind } = props;
  const m = withPartTexts(props.messages, props.texts);
  return (
    <DeleteConfirm
      layout={props.layout}
      title={kind === "review" ? m.deleteReviewTitle : m.deleteReplyTitle}
      text={kind === "review" ? m.deleteReviewText : m.deleteReplyText}
      warningLabel={m.warning}
      cancelLabel={m.cancel}
      okLabel={m.delete}
      onCancel={props.onCancel}
      onConfirm={props.onConfirm}
    />
  );
}
