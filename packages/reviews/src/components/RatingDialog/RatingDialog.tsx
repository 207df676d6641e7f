import { useId, useRef } from "react";
import type { Language, ScoreMark } from "@sxz/contract";
import type { RatingDialogMessages, RatingMessages } from "../../i18n/rating-messages";
import { plural } from "../../i18n/format";
import type { RatingDraft } from "../../model/rating-state";
import type { ScoreTexts } from "../../model/config-items";
import { canSubmit, isLowScore } from "../../model/submit";
import { ReadOnlyStars, Stars } from "../Stars/Stars";
import { Tags } from "../Tags/Tags";
import { useModalFocus } from "../ModalFocus/useModalFocus";
import { MobileExtras } from "./MobileExtras";
import { CommentField } from "./CommentField";
import { Toast } from "../Toast/Toast";
import type { Toasts } from "../../controller/toasts";
import { useWidgetView } from "../WidgetView/WidgetView";
import { dialogCss } from "./RatingDialog.styles";
import { starsCss } from "../Stars/Stars.styles";
import { tagsCss } from "../Tags/Tags.styles";
import { FacePicturePart } from "../FacePicture/FacePicturePart";

/** The dialog's styles, its stars' and tags': added to the widget's style root when this chunk loads (the picture brings its own). */
export const css = [dialogCss, starsCss, tagsCss].join("\n");

export interface RatingDialogProps {
  mode: "edit" | "view";
  /** The dialog's own texts in the widget's language, loaded with its chunk (`parts/rating-dialog-part.ts`). */
  messages: RatingDialogMessages;
  draft: RatingDraft;
  /** Tags, guide, caption of the draft's score (edit) or of the earlier rating (view). */
  texts: ScoreTexts;
  /** scorePlaceholder attribute: replaces the text area's placeholder. */
  placeholder?: string;
  submitting: boolean;
  /** The earlier rating shown read-only (RW-DLG-3). */
  earlier?: { score: number; marks: readonly ScoreMark[]; content: string };
  onStar: (star: number) => void;
  onToggleTag: (code: string) => void;
  onText: (text: string) => void;
  /** Mobile editor's attached picture (RW-DLG-5), held by the shell; absent → no attachment offered. */
  image?: File | null;
  onImage?: (file: File | null) => void;
  onSubmit: () => void;
  onClose: () => void;
  /** The widget's toasts: while the dialog is open they show inside it, at its bottom. */
  toasts?: Toasts;
}

const noImage = () => {};

function starLabel(m: RatingMessages, score: number): string {
  return (
    [m.guideDefault, m.starLabel1, m.starLabel2, m.starLabel3, m.starLabel4, m.starLabel5][score] ?? m.guideDefault
  );
}

/**
 * The rating dialog (RW-DLG-1..5): a centred 520 px modal on desktop, a bottom sheet on mobile; picture,
 * guide, stars, tags, text area with counter and submit; or the read-only view of an earlier rating.
 * It only renders and reports; the shell applies the rules.
 */
export function RatingDialog(props: RatingDialogProps) {
  const { draft, texts, mode } = props;
  const { messages: start, language, layout, dir } = useWidgetView();
  const m: RatingMessages = { ...start, ...props.messages };
  const dialog = useRef<HTMLDivElement>(null);
  const textArea = useRef<HTMLTextAreaElement>(null);
  // Where the caret was when the text area last had it, for the emoji picker (which takes focus away).
  const caret = useRef<[number, number] | null>(null);
  const onKeyDown = useModalFocus(dialog, props.onClose);
  const titleId = useId();
  const score = mode === "view" && props.earlier ? props.earlier.score : draft.score;
  const guide = texts.guide ?? (score === 0 ? m.guideDefault : starLabel(m, score));
  const caption = score === 0 ? null : (texts.caption ?? starLabel(m, score));
  const enabled = canSubmit(draft);
  const placeholder = props.placeholder || (isLowScore(draft.score) ? m.placeholderLow : m.placeholder);

  return (
    <div className="sxz-dialog-layer" data-layout={layout}>
      <div className="sxz-backdrop" aria-hidden="true" onClick={props.onClose} />
      <div
        ref={dialog}
        className={`sxz-dialog sxz-dialog--${layout}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        part="dialog"
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="sxz-dialog__header">
          <h2 className="sxz-dialog__title" id={titleId}>
            {mode === "view" ? m.viewTitle : m.dialogTitle}
          </h2>
          <button type="button" className="sxz-icon-button" aria-label={m.close} onClick={props.onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <FacePicturePart score={score} />
        {mode === "view" && props.earlier ? (
          <ReadOnlyView earlier={props.earlier} messages={m} language={language} caption={caption} />
        ) : (
          <>
            <p className="sxz-dialog__guide" aria-live="polite">
              {guide}
            </p>
            <div className="sxz-dialog__stars">
              <Stars
                value={draft.score}
                onChoose={props.onStar}
                label={m.ratingGroup}
                starName={(star) => plural(language, m.starName, star)}
                dir={dir}
                size={layout === "mobile" ? 34 : 38}
              />
              {caption ? <span className="sxz-dialog__caption">{caption}</span> : null}
            </div>
            <Tags tags={texts.tags} selected={draft.tags} onToggle={props.onToggleTag} label={m.tagsLabel} />
            <CommentField
              messages={m}
              text={draft.text}
              placeholder={placeholder}
              rows={layout === "mobile" ? 3 : 4}
              textArea={textArea}
              caret={caret}
              onText={props.onText}
            />
            {layout === "mobile" ? (
              <MobileExtras
                messages={m}
                textArea={textArea}
                caret={caret}
                text={draft.text}
                onText={props.onText}
                image={props.image ?? null}
                onImage={props.onImage ?? noImage}
              />
            ) : null}
            <button
              type="button"
              className={`sxz-button sxz-submit${enabled ? " sxz-submit--enabled" : ""}`}
              aria-disabled={!enabled || props.submitting}
              aria-busy={props.submitting || undefined}
              part="submit"
              onClick={() => {
                if (!props.submitting) props.onSubmit();
              }}
            >
              {m.submit}
            </button>
          </>
        )}
        {props.toasts ? <Toast toasts={props.toasts} place="dialog" /> : null}
      </div>
    </div>
  );
}

function ReadOnlyView(props: {
  earlier: NonNullable<RatingDialogProps["earlier"]>;
  messages: RatingMessages;
  language: Language;
  caption: string | null;
}) {
  const { earlier, messages: m, language } = props;
  const chosen = earlier.marks.filter((mark) => mark.isChoosed);
  return (
    <div className="sxz-view" data-testid="rated-view">
      <p className="sxz-dialog__guide">{m.yourScore}</p>
      <div className="sxz-dialog__stars">
        <ReadOnlyStars value={earlier.score} name={plural(language, m.starName, earlier.score)} size={32} />
        {props.caption ? <span className="sxz-dialog__caption">{props.caption}</span> : null}
      </div>
      {chosen.length > 0 ? (
        <ul className="sxz-tags sxz-tags--static" aria-label={m.tagsLabel}>
          {chosen.map((mark) => (
            <li key={mark.code} className="sxz-tag sxz-tag--static">
              {mark.message}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="sxz-view__content">{earlier.content || m.noComment}</p>
    </div>
  );
}
