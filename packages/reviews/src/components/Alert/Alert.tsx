import { useEffect, useRef, useState } from "react";
import { TOAST } from "../../model/limits";

export interface AlertProps {
  message: string | null;
  okLabel: string;
  onClosed: () => void;
}

/**
 * A warning that stays until acknowledged (e.g. not allowed to rate yet). Closing fades it out for 300 ms
 * (RW-ST-11) before it leaves the page; focus moves to its button so keyboard users meet it.
 */
export function Alert({ message, okLabel, onClosed }: AlertProps) {
  const [closing, setClosing] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (message) button.current?.focus();
  }, [message]);
  useEffect(() => {
    if (!closing) return;
    const timer = setTimeout(() => {
      setClosing(false);
      onClosed();
    }, TOAST.alertFadeMs);
    return () => clearTimeout(timer);
  }, [closing, onClosed]);
  if (!message) return null;
  return (
    <div
      className={`sxz-alert${closing ? " sxz-alert--closing" : ""}`}
      role="alert"
      part="alert"
      data-closing={closing || undefined}
    >
      <span className="sxz-alert__icon" aria-hidden="true">
        !
      </span>
      <p className="sxz-alert__text">{message}</p>
      <button
        ref={button}
        type="button"
        className="sxz-button sxz-button--primary"
        onClick={() => setClosing(true)}
        disabled={closing}
      >
        {okLabel}
      </button>
    </div>
  );
}
