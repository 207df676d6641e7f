import { useEffect } from "react";
import { createPart } from "../../part";
import { usePart } from "../Part/usePart";

// Decorative and animated: its code and styles are a chunk of their own, fetched when the dialog first opens.
const facePart = createPart(() => import("./FacePicture"));

/**
 * The dialog's face once its chunk is in; until then an empty box of its size. A fetch that failed leaves the box
 * and is tried again the next time the dialog opens (a lazy component would keep throwing its error).
 */
export function FacePicturePart({ score }: { score: number }) {
  const face = usePart(facePart);
  useEffect(() => {
    facePart.load().catch(() => {});
  }, []);
  if (!face) return <div className="sxz-face-placeholder" aria-hidden="true" />;
  return (
    <>
      <style>{face.css}</style>
      <face.default score={score} />
    </>
  );
}
