import { useRef, useState } from "react";
import type { Language } from "@sxz/contract";
import { fill, formatNumber } from "../../i18n/format";
import { useModalFocus } from "../ModalFocus/useModalFocus";

export interface ImageViewerTexts {
  imageViewer: string;
  closeViewer: string;
  previousImage: string;
  nextImage: string;
  imageCounter: string;
}

export interface ImageViewerProps {
  images: readonly string[];
  startIndex: number;
  /** The UI language: figures are written in its digits. */
  language: Language;
  texts: ImageViewerTexts;
  onClose: () => void;
}

/** The full-screen image viewer (RW-UI-1): a modal with close, previous/next and arrow keys. */
export function ImageViewer({ images, startIndex, language, texts, onClose }: ImageViewerProps) {
  const [index, setIndex] = useState(Math.min(Math.max(0, startIndex), images.length - 1));
  const dialogRef = useRef<HTMLDivElement>(null);
  const trapFocus = useModalFocus(dialogRef, onClose);
  const count = images.length;
  const step = (delta: number) => setIndex((current) => (current + delta + count) % count);
  const caption = fill(texts.imageCounter, {
    index: formatNumber(language, index + 1),
    total: formatNumber(language, count),
  });

  return (
    <div
      ref={dialogRef}
      className="sxz-viewer"
      role="dialog"
      aria-modal="true"
      aria-label={texts.imageViewer}
      onKeyDown={(event) => {
        trapFocus(event);
        if (event.key === "ArrowRight") step(1);
        if (event.key === "ArrowLeft") step(-1);
      }}
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <img className="sxz-viewer__image" src={images[index]} alt={caption} />
      <p className="sxz-viewer__caption" aria-live="polite">
        {caption}
      </p>
      <button
        type="button"
        className="sxz-viewer__close"
        data-autofocus
        aria-label={texts.closeViewer}
        onClick={onClose}
      >
        ×
      </button>
      {count > 1 && (
        <>
          <button type="button" className="sxz-viewer__prev" aria-label={texts.previousImage} onClick={() => step(-1)}>
            ‹
          </button>
          <button type="button" className="sxz-viewer__next" aria-label={texts.nextImage} onClick={() => step(1)}>
            ›
          </button>
        </>
      )}
    </div>
  );
}
