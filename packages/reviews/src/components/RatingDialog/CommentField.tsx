import { useId } from "react";
import type { RefObject } from "react";
import type { RatingMessages } from "../../i18n/rating-messages";
import { fill } from "../../i18n/format";
import { countReviewChars } from "../../model/review-text";
import { RATING_LIMITS } from "../../model/limits";

/**
 * The rating dialog's comment (RW-DLG-1): the labelled text area with its counter, and the counter as words
 * for screen readers (described on the text area, announced politely). It keeps the last caret for the emoji picker.
 */
export function CommentField(props: {
  messages: RatingMessages;
  text: string;
  placeholder: string;
  rows: number;
  textArea: RefObject<HTMLTextAreaElement | null>;
  /** Where the caret was when the text area last had it (the emoji picker takes focus away). */
  caret: { current: [number, number] | null };
  onText: (text: string) => void;
}) {
  const { messages: m, caret } = props;
  const counterId = useId();
  const textId = useId();
  const used = countReviewChars(props.text);
  return (
    <div className="sxz-field">
      <label className="sxz-field__label" htmlFor={textId}>
        {m.commentLabel}
      </label>
      <textarea
        dir="auto"
        ref={props.textArea}
        id={textId}
        className="sxz-field__input"
        value={props.text}
        placeholder={props.placeholder}
        rows={props.rows}
        aria-describedby={counterId}
        onInput={(event) => props.onText(event.currentTarget.value)}
        onSelect={(event) => {
          caret.current = [event.currentTarget.selectionStart, event.currentTarget.selectionEnd];
        }}
        part="textarea"
      />
      <span className="sxz-field__counter" aria-hidden="true">
        {used}/{RATING_LIMITS.reviewTextMax}
      </span>
      <span id={counterId} className="sxz-visually-hidden" aria-live="polite" data-testid="counter-announcement">
        {fill(m.counterAnnouncement, { count: used, max: RATING_LIMITS.reviewTextMax })}
      </span>
    </div>
  );
}
