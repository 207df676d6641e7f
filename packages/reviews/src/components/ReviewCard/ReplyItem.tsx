import type { ReplyAnswer, ReviewAnswer } from "@sxz/contract";
import type { ReactNode } from "react";
import { Avatar } from "../Avatar/Avatar";
import { useListView } from "../ReviewList/ListView";
import { fill } from "../../i18n/format";
import { formatReviewDate } from "../../model/relative-time";

export interface ReplyItemProps {
  review: ReviewAnswer;
  reply: ReplyAnswer;
  canManage: boolean;
  /** The inline editor when this reply is being edited on desktop. */
  editor: ReactNode;
}

/** One administrator reply nested under its review (RW-LST-8), with edit and delete for admins. */
export function ReplyItem({ review, reply, canManage, editor }: ReplyItemProps) {
  const { messages, language, layout, actions } = useListView();
  return (
    <li
      className="sxz-reply"
      id={`sxz-reply-${reply.id}`}
      aria-label={fill(messages.replyBy, { name: reply.userName })}
    >
      <Avatar src={reply.from_user_url} name={reply.userName} size={layout === "desktop" ? 40 : 28} />
      <div className="sxz-reply__body">
        <div className="sxz-reply__head">
          <span className="sxz-card__name" dir="auto">
            {reply.userName}
          </span>
          {reply.role === "admin" && (
            <span className="sxz-card__label sxz-card__label--admin">{messages.roleAdmin}</span>
          )}
          <time className="sxz-card__date" dateTime={reply.modifiedTime || reply.createdTime}>
            {formatReviewDate(reply.createdTime, language)}
          </time>
        </div>
        {editor ?? (
          <p className="sxz-reply__text" dir="auto">
            {reply.content}
          </p>
        )}
        {canManage && !editor && (
          <div className="sxz-card__actions">
            <button
              type="button"
              className="sxz-link"
              data-action={`edit-reply-${reply.id}`}
              onClick={() => actions.editReply(review, reply)}
            >
              {messages.editReply}
            </button>
            <button
              type="button"
              className="sxz-link"
              data-action={`delete-reply-${reply.id}`}
              onClick={() => actions.removeReply(review, reply)}
            >
              {messages.deleteReply}
            </button>
          </div>
        )}
      </div>
    </li>
  );
}
