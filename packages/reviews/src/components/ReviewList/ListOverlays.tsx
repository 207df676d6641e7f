import type { ReviewAnswer } from "@sxz/contract";
import type { ReactNode } from "react";
import type { listParts } from "../../parts/list-parts";
import type { listActionPart } from "../../parts/action-parts";
import type { Confirming, Editing } from "./useCardActions";
import type { GivenListMessages } from "../../i18n/list-messages";
import { useListView } from "./ListView";

type ListParts = ReturnType<ReturnType<typeof listParts>["current"]>;
type ListActionParts = ReturnType<(typeof listActionPart)["current"]>;

export interface ListOverlaysProps {
  /** The editors' and the confirmation's chunk, once in. */
  parts: ListParts;
  /** The image viewer's chunk, once in. */
  actionParts: ListActionParts;
  messages: GivenListMessages;
  items: readonly ReviewAnswer[];
  editing: Editing;
  confirming: Confirming;
  viewing: { images: readonly string[]; index: number } | null;
  renderEditor: (review: ReviewAnswer, target: NonNullable<Editing>["target"]) => ReactNode;
  onCancelDelete: () => void;
  onConfirmDelete: () => void;
  onCloseViewer: () => void;
}

/** What opens over the list: the phone's editor bar, the delete confirmation and the image viewer. */
export function ListOverlays(props: ListOverlaysProps) {
  const { parts, actionParts, editing, confirming, viewing, messages } = props;
  const { language, layout, avatarOf } = useListView();
  const mobileEditorReview =
    layout === "mobile" && editing ? props.items.find((item) => item.id === editing.reviewId) : undefined;
  return (
    <>
      {parts && mobileEditorReview && editing && (
        <parts.MobileEditorBar
          avatar={avatarOf(mobileEditorReview)}
          name={mobileEditorReview.from_user_name}
          reviewBy={messages.reviewBy}
        >
          {props.renderEditor(mobileEditorReview, editing.target)}
        </parts.MobileEditorBar>
      )}
      {parts && confirming && (
        <parts.ListDeleteConfirm
          kind={confirming.kind}
          messages={messages}
          texts={parts.texts}
          layout={layout}
          onCancel={props.onCancelDelete}
          onConfirm={props.onConfirmDelete}
        />
      )}
      {viewing && actionParts && (
        <actionParts.ImageViewer
          images={viewing.images}
          startIndex={viewing.index}
          language={language}
          texts={messages}
          onClose={props.onCloseViewer}
        />
      )}
    </>
  );
}
