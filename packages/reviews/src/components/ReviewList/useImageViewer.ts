import { useCallback, useState } from "react";
import type { ListFocus } from "./useListFocus";

/** The full-screen image viewer: opened on a thumbnail once its chunk is in, closed back to the thumbnail. */
export function useImageViewer(focus: ListFocus, openOnUse: (open: () => void) => void) {
  const [viewing, setViewing] = useState<{ images: readonly string[]; index: number } | null>(null);
  const closeViewer = () => {
    setViewing(null);
    focus.restore();
  };
  const openImage = useCallback(
    (images: readonly string[], index: number) => {
      focus.remember();
      openOnUse(() => setViewing({ images, index }));
    },
    [focus, openOnUse],
  );
  return [viewing, openImage, closeViewer] as const;
}
