import { useEffect, useId, useRef, useState } from "react";
import type { Language } from "@sxz/contract";
import { fill, formatNumber } from "../../i18n/format";
import { canPostReply, countChars, limitReplyText } from "../../model/reply-text";

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
  const [text, setText] = useState(() => limitReplyText(initialText, limit).text);
  const [busy, setBusy] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const areaRef = useRef<HTMLTextAreaElement>(null);
  const areaId = useId();
  const counterId = useId();

  useEffect(() => {
    const area = areaRef.current;
    if (!area) return;
    area.focus();
    area.setSelectionRange(area.value.length, area.value.length);
  }, []);

  const change = (value: string) => {
    const limited = limitReplyText(value, limit);
    if (limited.truncated) onTruncated();
    setText(limited.text);
  };

  const submit = async () => {
    if (busy || !canPostReply(text)) return;
    setBusy(true);
    try {
      await onSubmit(text.trim());
    } catch {
      // The owner reports the failure; the text stays for another try.
    } finally {
      setBusy(false);
    }
  };

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
          <button
            type="button"
            className="sxz-iconbtn"
            aria-expanded={expanded}
            aria-label={expanded ? texts.collapseEditor : texts.expandEditor}
            onClick={() => setExpanded((value) => !value)}
          >
            <svg
              viewBox="0 0 20 20"
              width="18"
              height="18"
              aria-hidden="true"
              className={expanded ? "is-flipped" : undefined}
            >
              <path d="M5 12.5 10 7.5l5 5" fill="none" stroke="currentColor" style={{ strokeWidth: "2" }} />
            </svg>
          </button>
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
