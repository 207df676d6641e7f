import { useEffect, useRef, useState } from "react";
import { canPostReply, limitReplyText } from "../../model/reply-text";

export interface ReplyDraftOptions {
  initialText: string;
  /** Characters allowed (limitWords, default 250). */
  limit: number;
  /** Text was cut to the limit (RW-VAL-5). */
  onTruncated: () => void;
  /** Resolves when saved; rejects to keep the text for a retry. */
  onSubmit: (text: string) => Promise<void>;
}

/**
 * The reply editor's text: cut to the limit as it is typed (RW-VAL-5), posted once at a time and only when not
 * blank (RW-ST-10), kept when the post fails; its text area is focused with the caret at the end when it opens.
 */
export function useReplyDraft({ initialText, limit, onTruncated, onSubmit }: ReplyDraftOptions) {
  const [text, setText] = useState(() => limitReplyText(initialText, limit).text);
  const [busy, setBusy] = useState(false);
  const areaRef = useRef<HTMLTextAreaElement>(null);

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

  return { text, busy, areaRef, change, submit };
}
