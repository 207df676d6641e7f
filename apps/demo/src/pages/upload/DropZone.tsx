import { useEffect, useId, useRef, useState } from "react";
import type { DragEvent } from "react";
import { formatBytes } from "./format";
import { fillText } from "./upload-texts";
import type { UploadTexts } from "./upload-texts";

interface DropZoneProps {
  texts: UploadTexts;
  locale: string;
  file: File | undefined;
  disabled: boolean;
  onFile: (file: File) => void;
}

/** Does this drag carry files (not text or a link dragged from the page)? */
const carriesFiles = (event: { dataTransfer: DataTransfer | null }) =>
  Array.from(event.dataTransfer?.types ?? []).includes("Files");

/**
 * A file dropped beside the zone (or on it while an upload runs) would make the browser open it in place of
 * the page, ending the upload: on this page such drops do nothing.
 */
function useNoStrayDrops() {
  useEffect(() => {
    const refuse = (event: globalThis.DragEvent) => {
      if (!carriesFiles(event) || event.defaultPrevented) return;
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = "none";
    };
    window.addEventListener("dragover", refuse);
    window.addEventListener("drop", refuse);
    return () => {
      window.removeEventListener("dragover", refuse);
      window.removeEventListener("drop", refuse);
    };
  }, []);
}

/**
 * Where the file is chosen: dropped onto the zone, or picked with the "Choose a file" button (a real button in
 * the page's language; the browser's own file input, whose words follow the browser's language, stays hidden
 * behind it). The zone says when a dragged file is over it.
 */
export function DropZone({ texts, locale, file, disabled, onFile }: DropZoneProps) {
  const inputId = useId();
  const chosenId = useId();
  const input = useRef<HTMLInputElement>(null);
  // dragenter/dragleave fire for every child crossed; counting them tells when the pointer really left.
  const depth = useRef(0);
  const [over, setOver] = useState(false);
  useNoStrayDrops();

  const leave = () => {
    depth.current = 0;
    setOver(false);
  };
  const handlers = disabled
    ? {}
    : {
        onDragEnter: (event: DragEvent) => {
          if (!carriesFiles(event)) return;
          event.preventDefault();
          depth.current += 1;
          setOver(true);
        },
        onDragOver: (event: DragEvent) => {
          if (!carriesFiles(event)) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = "copy";
        },
        onDragLeave: () => {
          depth.current = Math.max(0, depth.current - 1);
          if (depth.current === 0) setOver(false);
        },
        onDrop: (event: DragEvent) => {
          event.preventDefault();
          leave();
          const dropped = event.dataTransfer.files[0];
          if (dropped) onFile(dropped);
        },
      };

  return (
    <div className="upload-drop" data-over={over || undefined} data-disabled={disabled || undefined} {...handlers}>
      <svg className="upload-drop__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 3l5 5h-3v6h-4V8H7l5-5zM5 17h14v3H5z" />
      </svg>
      <p className="upload-drop__call">{over ? texts.dropNow : texts.dropHere}</p>
      <input
        ref={input}
        id={inputId}
        className="visually-hidden"
        type="file"
        tabIndex={-1}
        aria-label={texts.fileLabel}
        disabled={disabled}
        onChange={(event) => {
          const picked = event.target.files?.[0];
          if (picked) onFile(picked);
          // Choosing the same file again (to resume an interrupted upload) must fire change again.
          event.target.value = "";
        }}
      />
      <button
        type="button"
        className="button upload-drop__choose"
        disabled={disabled}
        aria-describedby={chosenId}
        onClick={() => input.current?.click()}
      >
        {texts.chooseFile}
      </button>
      <p id={chosenId} className="upload-drop__chosen" data-testid="chosen-file">
        {file
          ? fillText(texts.chosenFile, { name: file.name, size: formatBytes(file.size, locale) })
          : texts.noFileChosen}
      </p>
    </div>
  );
}
