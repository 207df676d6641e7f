import { useEffect } from "react";
import { createPart } from "../../part";
import { usePart } from "../Part/usePart";

// The empty list's picture is decorative and shows only for a resource without reviews: a chunk of its own,
// fetched when the empty state shows, not part of every page's first paint. Its styles stay in the list's sheet.
const emptyPicturePart = createPart(() => import("./EmptyPicture").then((module) => ({ ...module, css: "" })));

/**
 * The empty state's picture once its chunk is in; until then a box of its size, so the text below does not move
 * when it arrives. A failed fetch leaves the box empty (the text carries the meaning).
 */
export function EmptyPicturePart({ variant }: { variant: "internal" | "external" }) {
  const part = usePart(emptyPicturePart);
  useEffect(() => {
    emptyPicturePart.load().catch(() => undefined);
  }, []);
  return part ? <part.EmptyPicture variant={variant} /> : <span className="sxz-empty__picture" aria-hidden="true" />;
}
