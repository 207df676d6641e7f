import { useId, useState } from "react";
import type { Language } from "@sxz/contract";
import { fill, formatNumber } from "../../i18n/format";
import { canPostReply, countChars } from "../../model/reply-text";
import { ExpandButton } from "./ExpandButton";
import { useReplyDraft } from "./useReplyDraft";

export interface ReplyEditorTexts {
  label: string;
  placeholder: string;
  post: string;
  cancel: string;
  counterAnnouncement: string;
  expandEditor: string;
  collapseEditor: string;
}

export interface ReplyEditorProps {
  layout: "desktop" | "mobile";
  /** The UI language: figures are written in its digits. */
  language: Language;
  texts: ReplyEditorTexts;
  initialText?: string;
  /** Characters allowed (limitWords, default 250). */
  limit: number;
  /** Text was cut to the limit: the list shows the commentMaxInvoice message (RW-VAL-5). */
  onTruncated: () => void;
  onCancel: () => void;
  /** Resolves when saved (the editor is then closed by its owner); rejects to keep the text for a retry. */
  onSubmit: (text: string) => Promise<void>;
}

/**
 * The reply/edit editor (RW-RPL-1): inline with cancel, post and a counter on desktop; on mobile a bar fixed
 * to the bottom, 80 px collapsed and 210 px expanded, with the same counter. Post is enabled only for text
 * that is not blank (RW-ST-10); text over the limit is cut and reported (RW-VAL-5).
 */
export function ReplyEditor({
  layout,
  language,
  texts,
  initialText = "",
  limit,
  onTruncated,
  onCancel,
  onSubmit,
}: ReplyEditorProps) {
  const { text, busy, areaRef, change, submit } = useReplyDraft({ initialText, limit, onTruncated, onSubmit });
  const [expanded, setExpanded] = useState(false);
  const areaId = useId();
  const counterId = useId();

  const figures = { count: formatNumber(language, countChars(text)), limit: formatNumber(language, limit) };
  const counter = `${figures.count}/${figures.limit}`;
  const announcement = fill(texts.counterAnnouncement, figures);

  return (
    <form
      className={`sxz-editor sxz-editor--${layout}${expanded ? " is-expanded" : ""}`}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.stopPropagation();
          onCancel();
        }
      }}
    >
      <label htmlFor={areaId} className="sxz-editor__label">
        {texts.label}
      </label>
      <textarea
        dir="auto"
        id={areaId}
        ref={areaRef}
        className="sxz-editor__area"
        value={text}
        placeholder={texts.placeholder}
        aria-describedby={counterId}
        onInput={(event) => change(event.currentTarget.value)}
      />
      <div className="sxz-editor__bar">
        <span className="sxz-editor__counter" aria-hidden="true">
          {counter}
        </span>
        {/* The counter as words, for screen readers: described on the text area and announced politely. */}
        <span id={counterId} className="sxz-editor__announcement" aria-live="polite">
          {announcement}
        </span>
        {layout === "mobile" && (
          <ExpandButton
            expanded={expanded}
            expandLabel={texts.expandEditor}
            collapseLabel={texts.collapseEditor}
            onToggle={() => setExpanded((value) => !value)}
          />
        )}
        <button type="button" className="sxz-btn" onClick={onCancel}>
          {texts.cancel}
        </button>
        <button type="submit" className="sxz-btn sxz-btn--primary" disabled={!canPostReply(text) || busy}>
          {texts.post}
        </button>
      </div>
    </form>
  );
}
