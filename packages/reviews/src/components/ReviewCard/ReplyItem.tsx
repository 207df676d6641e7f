import type { Reply } from "@sxz/contract";
import type { ReactNode } from "react";
import { Avatar } from "../Avatar/Avatar";
import { fill } from "../../i18n/format";
import type { ListMessages } from "../ReviewList/messages";

export interface ReplyItemProps {
  reply: Reply;
  messages: ListMessages;
  date: string;
  avatarSize: number;
  canManage: boolean;
  /** The inline editor when this reply is being edited on desktop. */
  editor: ReactNode;
  onEdit: () => void;
  onDelete: () => void;
}

/** One administrator reply nested under its review (RW-LST-8), with edit and delete for admins. */
export function ReplyItem({ reply, messages, date, avatarSize, canManage, editor, onEdit, onDelete }: ReplyItemProps) {
  return (
    <li className="sxz-reply" id={`sxz-reply-${reply.id}`} aria-label={fill(messages.replyBy, { name: reply.userName })}>
      <Avatar src={reply.from_user_url} name={reply.userName} size={avatarSize} />
      <div className="sxz-reply__body">
        <div className="sxz-reply__head">
          <span className="sxz-card__name">{reply.userName}</span>
          {reply.role === "admin" && <span className="sxz-badge sxz-badge--admin">{messages.roleAdmin}</span>}
          <time className="sxz-card__date" dateTime={reply.modifiedTime || reply.createdTime}>
            {date}
          </time>
        </div>
        {editor ?? <p className="sxz-reply__text">{reply.content}</p>}
        {canManage && !editor && (
          <div className="sxz-card__actions">
            <button type="button" className="sxz-link" data-action={`edit-reply-${reply.id}`} onClick={onEdit}>
              {messages.editReply}
            </button>
            <button type="button" className="sxz-link" data-action={`delete-reply-${reply.id}`} onClick={onDelete}>
              {messages.deleteReply}
            </button>
          </div>
        )}
      </div>
    </li>
  );
}
