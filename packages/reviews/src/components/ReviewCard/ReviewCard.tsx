import { memo, useState } from "react";
import type { ReactNode } from "react";
import type { Language, Reply, ReviewAnswer } from "@sxz/contract";
import { Avatar } from "../Avatar/Avatar";
import { LikeButton } from "../LikeButton/LikeButton";
import { ReadOnlyStars } from "../ReadOnlyStars/ReadOnlyStars";
import { OptionsMenu } from "../OptionsMenu/OptionsMenu";
import type { MenuOption } from "../OptionsMenu/OptionsMenu";
import { ClampedText } from "./ClampedText";
import { ReplyItem } from "./ReplyItem";
import { permissionsFor } from "./permissions";
import type { Viewer } from "./permissions";
import { fill, plural } from "../../i18n/format";
import { formatReviewDate } from "../../model/relative-time";
import type { ListMessages } from "../ReviewList/messages";

/** Where the inline editor is open (desktop), if on this card. */
export type EditorTarget = { kind: "editReview" } | { kind: "newReply" } | { kind: "editReply"; replyId: number };

/** Everything a card can ask its list to do; one stable object for all cards so cards re-render only when their review changes. */
export interface CardActions {
  like(review: ReviewAnswer): void;
  edit(review: ReviewAnswer): void;
  remove(review: ReviewAnswer): void;
  reply(review: ReviewAnswer): void;
  editReply(review: ReviewAnswer, reply: Reply): void;
  removeReply(review: ReviewAnswer, reply: Reply): void;
  pin(review: ReviewAnswer): void;
  hide(review: ReviewAnswer): void;
  report(review: ReviewAnswer): void;
}

export interface ReviewCardProps {
  review: ReviewAnswer;
  messages: ListMessages;
  language: Language;
  layout: "desktop" | "mobile";
  viewer: Viewer;
  avatarUrl: string;
  /** Tag code → text in the current language; unknown codes show as they are. */
  tagNames: ReadonlyMap<string, string>;
  likeBusy: boolean;
  editorTarget: EditorTarget | null;
  /** Renders the inline editor for a target on this card (desktop). */
  renderEditor: (review: ReviewAnswer, target: EditorTarget) => ReactNode;
  actions: CardActions;
}

/** One review (RW-LST-4..8): author, badges, like, stars, tags, clamped text, date, actions and replies. */
export const ReviewCard = memo(function ReviewCard({
  review,
  messages,
  language,
  layout,
  viewer,
  avatarUrl,
  tagNames,
  likeBusy,
  editorTarget,
  renderEditor,
  actions,
}: ReviewCardProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const can = permissionsFor(review, viewer);
  const avatarSize = layout === "desktop" ? 60 : 32;
  const hidden = review.isHidden === 1;
  const tags = review.message ? review.message.split(",").filter(Boolean) : [];
  const editingReview = editorTarget?.kind === "editReview";

  const options: MenuOption[] = [];
  if (can.pin) options.push({ key: "pin", label: review.isTop ? messages.unpin : messages.pin, onSelect: () => actions.pin(review) });
  if (can.hide) options.push({ key: "hide", label: hidden ? messages.unhide : messages.hide, onSelect: () => actions.hide(review) });
  if (can.report) options.push({ key: "report", label: messages.report, onSelect: () => actions.report(review) });
  if (can.delete) options.push({ key: "delete", label: messages.delete, onSelect: () => actions.remove(review), danger: true });

  return (
    <article
      className={`sxz-card${menuOpen || editorTarget ? " is-active" : ""}`}
      id={`sxz-review-${review.id}`}
      aria-label={fill(messages.reviewBy, { name: review.from_user_name })}
      tabIndex={-1}
    >
      <Avatar src={avatarUrl} name={review.from_user_name} size={avatarSize} />
      <div className="sxz-card__body">
        <div className="sxz-card__head">
          <span className="sxz-card__name">{review.from_user_name}</span>
          {review.isMe && <span className="sxz-badge sxz-badge--me">{messages.roleOneself}</span>}
          {review.role === "admin" && <span className="sxz-badge sxz-badge--admin">{messages.roleAdmin}</span>}
          {review.isTop === 1 && <span className="sxz-badge sxz-badge--pinned">{messages.pinned}</span>}
          {hidden && <span className="sxz-badge sxz-badge--hidden">{messages.hiddenBadge}</span>}
          <span className="sxz-card__spacer" />
          <LikeButton
            liked={review.isLiked}
            count={review.likeCount}
            busy={likeBusy}
            label={review.likeCount === null ? messages.likeUnknown : plural(language, messages.likeName, review.likeCount)}
            onToggle={() => actions.like(review)}
          />
        </div>
        <ReadOnlyStars score={review.score} label={fill(messages.starsName, { score: review.score })} />
        {tags.length > 0 && (
          <ul className="sxz-card__tags">
            {tags.map((code) => (
              <li key={code} className="sxz-tag">
                {tagNames.get(code) ?? code}
              </li>
            ))}
          </ul>
        )}
        {editingReview ? (
          renderEditor(review, editorTarget)
        ) : hidden ? (
          <p className="sxz-card__hidden">{messages.hiddenText}</p>
        ) : (
          review.content && <ClampedText text={review.content} expandLabel={messages.expand} collapseLabel={messages.collapse} />
        )}
        <div className="sxz-card__foot">
          <time className="sxz-card__date" dateTime={review.created_time}>
            {formatReviewDate(review.created_time, language)}
          </time>
          <div className="sxz-card__actions">
            {can.reply && (
              <button type="button" className="sxz-link" data-action="reply" onClick={() => actions.reply(review)}>
                {messages.reply}
              </button>
            )}
            {can.edit && !editingReview && (
              <button type="button" className="sxz-link" data-action="edit" onClick={() => actions.edit(review)}>
                {messages.edit}
              </button>
            )}
            {review.isMe && (
              <button type="button" className="sxz-link" data-action="delete" onClick={() => actions.remove(review)}>
                {messages.delete}
              </button>
            )}
            <OptionsMenu label={messages.more} options={review.isMe ? options.filter((o) => o.key !== "delete") : options} onOpenChange={setMenuOpen} />
          </div>
        </div>
        {editorTarget?.kind === "newReply" && renderEditor(review, editorTarget)}
        {review.replyList.length > 0 && (
          <ul className="sxz-card__replies" aria-label={messages.repliesLabel}>
            {review.replyList.map((reply) => (
              <ReplyItem
                key={reply.id}
                reply={reply}
                messages={messages}
                date={formatReviewDate(reply.createdTime, language)}
                avatarSize={layout === "desktop" ? 40 : 28}
                canManage={can.manageReplies}
                editor={editorTarget?.kind === "editReply" && editorTarget.replyId === reply.id ? renderEditor(review, editorTarget) : null}
                onEdit={() => actions.editReply(review, reply)}
                onDelete={() => actions.removeReply(review, reply)}
              />
            ))}
          </ul>
        )}
      </div>
    </article>
  );
});
