import { memo, useEffect, useRef, useState } from "react";
import type { OpaqueId, ReplyAnswer, ReviewAnswer } from "@sxz/contract";
import { Avatar } from "../Avatar/Avatar";
import { LikeButton } from "../LikeButton/LikeButton";
import { ReadOnlyStars } from "../ReadOnlyStars/ReadOnlyStars";
import { OptionsMenu } from "../OptionsMenu/OptionsMenu";
import type { MenuOption } from "../OptionsMenu/OptionsMenu";
import { useListView } from "../ReviewList/ListView";
import { ClampedText } from "./ClampedText";
import { ReplyItem } from "./ReplyItem";
import { permissionsFor } from "./permissions";
import { fill, formatNumber, formatPercent, plural } from "../../i18n/format";
import { formatReviewDate } from "../../model/relative-time";
import { tagLabels } from "../../model/tag-labels";
import { reviewElementId } from "../../model/list-position";

/** Where the inline editor is open (desktop), if on this card. */
export type EditorTarget = { kind: "editReview" } | { kind: "newReply" } | { kind: "editReply"; replyId: OpaqueId };

/** Everything a card can ask its list to do; one stable object for all cards so cards re-render only when their review changes. */
export interface CardActions {
  like(review: ReviewAnswer): void;
  edit(review: ReviewAnswer): void;
  remove(review: ReviewAnswer): void;
  reply(review: ReviewAnswer): void;
  editReply(review: ReviewAnswer, reply: ReplyAnswer): void;
  removeReply(review: ReviewAnswer, reply: ReplyAnswer): void;
  pin(review: ReviewAnswer): void;
  hide(review: ReviewAnswer): void;
  report(review: ReviewAnswer): void;
}

export interface ReviewCardProps {
  review: ReviewAnswer;
  likeBusy: boolean;
  editorTarget: EditorTarget | null;
}

/** A visitor pressed like: the way in, focused so the press is answered where it was made. */
function SignInOffer({ label, onSignIn }: { label: string; onSignIn: () => void }) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <button ref={ref} type="button" className="sxz-card__sign-in" data-action="sign-in-to-like" onClick={onSignIn}>
      {label}
    </button>
  );
}

/** One review (RW-LST-4..8): author, labels, like, stars, tags, clamped text, date, actions and replies. */
export const ReviewCard = memo(function ReviewCard({ review, likeBusy, editorTarget }: ReviewCardProps) {
  const {
    messages,
    language,
    layout,
    mode,
    viewer,
    tagNames,
    courseHref,
    actions,
    renderEditor,
    avatarOf,
    openOnUse,
    likeOffer,
    signInToLike,
    marks,
  } = useListView();
  const [menuOpen, setMenuOpen] = useState(false);
  const can = permissionsFor(review, viewer);
  const avatarSize = layout === "desktop" ? 60 : 32;
  const hidden = review.isHidden === 1;
  const tags = tagLabels(review, tagNames);
  const editingReview = editorTarget?.kind === "editReview";
  const course = mode === "mine" ? review.resource_name || review.resource_id : "";
  const href = course ? courseHref(review) : null;

  const options: MenuOption[] = [];
  if (can.pin)
    options.push({
      key: "pin",
      label: review.isTop ? messages.unpin : messages.pin,
      onSelect: () => actions.pin(review),
    });
  if (can.hide)
    options.push({
      key: "hide",
      label: hidden ? messages.unhide : messages.hide,
      onSelect: () => actions.hide(review),
    });
  if (can.report) options.push({ key: "report", label: messages.report, onSelect: () => actions.report(review) });
  if (can.delete)
    options.push({ key: "delete", label: messages.delete, onSelect: () => actions.remove(review), danger: true });

  return (
    <article
      className={`sxz-card${menuOpen || editorTarget ? " is-active" : ""}${hidden ? " is-hidden" : ""}`}
      id={reviewElementId(review.id)}
      aria-label={fill(messages.reviewBy, { name: review.from_user_name })}
      tabIndex={-1}
    >
      <Avatar src={avatarOf(review)} name={review.from_user_name} size={avatarSize} />
      <div className="sxz-card__body">
        {course && (
          <p className="sxz-card__course">
            {href ? (
              <a href={href} dir="auto">
                {course}
              </a>
            ) : (
              <span dir="auto">{course}</span>
            )}
          </p>
        )}
        <div className="sxz-card__head">
          <span className="sxz-card__name" dir="auto">
            {review.from_user_name}
          </span>
          {review.isMe && <span className="sxz-card__label sxz-card__label--me">{messages.roleOneself}</span>}
          {review.role === "admin" && (
            <span className="sxz-card__label sxz-card__label--admin">{messages.roleAdmin}</span>
          )}
          {review.isTop === 1 && <span className="sxz-card__label sxz-card__label--pinned">{messages.pinned}</span>}
          {hidden && <span className="sxz-card__label sxz-card__label--hidden">{messages.hiddenBadge}</span>}
          <span className="sxz-card__spacer" />
          <LikeButton
            liked={review.isLiked}
            count={review.likeCount}
            language={language}
            busy={likeBusy}
            label={
              review.likeCount === null ? messages.likeUnknown : plural(language, messages.likeName, review.likeCount)
            }
            onToggle={() => actions.like(review)}
          />
          {likeOffer === review.id && signInToLike && (
            <SignInOffer label={messages.signInToLike} onSignIn={() => signInToLike(review)} />
          )}
        </div>
        {typeof review.authorProgress === "number" && (
          // Verified learner: the progress the server recorded when the review was published (never the author's word).
          <p className="sxz-card__verified">
            <svg
              className="sxz-card__verified-icon"
              viewBox="0 0 16 16"
              width="14"
              height="14"
              aria-hidden="true"
              focusable="false"
            >
              <path d="M6.4 11.2 3.2 8l-1.1 1.1 4.3 4.3 8-8-1.1-1.1z" fill="currentColor" />
            </svg>
            {review.authorProgress >= 100
              ? messages.completedCourse
              : fill(messages.studiedPercent, { percent: formatPercent(language, review.authorProgress) })}
          </p>
        )}
        <ReadOnlyStars
          score={review.score}
          label={fill(messages.starsName, { score: formatNumber(language, review.score) })}
        />
        {tags.length > 0 && (
          <ul className="sxz-card__tags">
            {tags.map((tag) => (
              <li key={tag.code} className="sxz-card__tag" dir="auto">
                {tag.label}
              </li>
            ))}
          </ul>
        )}
        {editingReview ? (
          renderEditor(review, editorTarget)
        ) : hidden && !(viewer.isAdmin && review.content) ? (
          <p className="sxz-card__hidden">{messages.hiddenText}</p>
        ) : (
          // A hidden review's text reaches only administrators of its school (the server withholds it from everyone
          // else, RW-ST-6); they read it muted, under the "Hidden" label, so they can decide to unhide it.
          review.content && (
            <ClampedText
              text={review.content}
              words={marks}
              expandLabel={messages.expand}
              collapseLabel={messages.collapse}
            />
          )
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
            <OptionsMenu
              label={messages.more}
              options={review.isMe ? options.filter((o) => o.key !== "delete") : options}
              openOnUse={openOnUse}
              onOpenChange={setMenuOpen}
            />
          </div>
        </div>
        {editorTarget?.kind === "newReply" && renderEditor(review, editorTarget)}
        {review.replyList.length > 0 && (
          <ul className="sxz-card__replies" aria-label={messages.repliesLabel}>
            {review.replyList.map((reply) => (
              <ReplyItem
                key={reply.id}
                review={review}
                reply={reply}
                canManage={can.manageReplies}
                editor={
                  editorTarget?.kind === "editReply" && editorTarget.replyId === reply.id
                    ? renderEditor(review, editorTarget)
                    : null
                }
              />
            ))}
          </ul>
        )}
      </div>
    </article>
  );
});
