import { DeleteConfirm } from "../DeleteConfirm/DeleteConfirm";
import type { ListMessages } from "./messages";

/** The confirmation before a review or a reply is deleted, in the list's texts; its confirm button says what it does. */
export function ListDeleteConfirm(props: { kind: "review" | "reply"; messages: ListMessages; layout: "desktop" | "mobile"; onCancel: () => void; onConfirm: () => void }) {
  const { messages: m, kind } = props;
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
