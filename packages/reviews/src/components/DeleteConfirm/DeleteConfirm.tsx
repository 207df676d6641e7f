import { useId, useRef } from "react";
import { useModalFocus } from "../ModalFocus/useModalFocus";

/** Presses of OK within this time after the first are ignored (RW-DEL-1). */
export const DELETE_DEBOUNCE_MS = 500;

export interface DeleteConfirmProps {
  layout: "desktop" | "mobile";
  title: string;
  text: string;
  warningLabel: string;
  cancelLabel: string;
  okLabel: string;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * Delete confirmation (RW-DEL-1): a centred modal on desktop, a bottom confirm sheet on mobile; warning icon,
 * cancel and OK. OK is debounced by 500 ms so a double press deletes once. Focus starts on Cancel, the
 * safe choice; the caller moves focus on after it closes.
 */
export function DeleteConfirm({
  layout,
  title,
  text,
  warningLabel,
  cancelLabel,
  okLabel,
  onCancel,
  onConfirm,
}: DeleteConfirmProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const lastPress = useRef(Number.NEGATIVE_INFINITY);
  const titleId = useId();
  const textId = useId();
  const onKeyDown = useModalFocus(dialogRef, onCancel);

  const confirm = () => {
    const now = Date.now();
    if (now - lastPress.current < DELETE_DEBOUNCE_MS) return;
    lastPress.current = now;
    onConfirm();
  };

  return (
    <div
      className={`sxz-confirm-backdrop sxz-confirm-backdrop--${layout}`}
      onClick={(event) => event.target === event.currentTarget && onCancel()}
    >
      <div
        ref={dialogRef}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        className={`sxz-confirm sxz-confirm--${layout}`}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <svg
          className="sxz-confirm__icon"
          viewBox="0 0 24 24"
          width="28"
          height="28"
          role="img"
          aria-label={warningLabel}
        >
          <path d="M12 2 1 21h22L12 2zm0 6 .9 7h-1.8L12 8zm0 9.2a1.2 1.2 0 1 1 0 2.4 1.2 1.2 0 0 1 0-2.4z" />
        </svg>
        <h2 id={titleId} className="sxz-confirm__title">
          {title}
        </h2>
        <p id={textId} className="sxz-confirm__text">
          {text}
        </p>
        <div className="sxz-confirm__actions">
          <button type="button" className="sxz-btn" onClick={onCancel} data-autofocus>
            {cancelLabel}
          </button>
          <button type="button" className="sxz-btn sxz-btn--danger" onClick={confirm}>
            {okLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
