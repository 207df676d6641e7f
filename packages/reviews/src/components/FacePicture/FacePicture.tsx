// Its styles come with it: the chunk is a part (`FacePicturePart.tsx`) and adds them once it is in.
export { faceCss as css } from "./FacePicture.styles";

/**
 * The dialog's animated face (RW-DLG-2): drawn in SVG and animated in CSS, so no image files or animation
 * library are fetched. Loaded lazily with the dialog. Decorative: the caption next to it carries the meaning.
 */
const MOUTHS: Record<number, string> = {
  0: "M16 33 Q24 33 32 33",
  1: "M15 36 Q24 26 33 36",
  2: "M16 35 Q24 30 32 35",
  3: "M16 33 Q24 33 32 33",
  4: "M16 31 Q24 37 32 31",
  5: "M14 29 Q24 42 34 29",
};

export default function FacePicture({ score }: { score: number }) {
  const mouth = MOUTHS[score] ?? MOUTHS[0];
  return (
    <svg
      className="sxz-face"
      data-score={score}
      width="72"
      height="72"
      viewBox="0 0 48 48"
      aria-hidden="true"
      focusable="false"
    >
      <circle className="sxz-face__head" cx="24" cy="24" r="21" />
      <g className="sxz-face__eyes">
        <ellipse cx="17" cy="19" rx="2.4" ry={score === 5 ? 1.2 : 2.8} />
        <ellipse cx="31" cy="19" rx="2.4" ry={score === 5 ? 1.2 : 2.8} />
      </g>
      <path className="sxz-face__mouth" d={mouth} />
      {score >= 4 ? <circle className="sxz-face__cheek" cx="12" cy="28" r="3" /> : null}
      {score >= 4 ? <circle className="sxz-face__cheek" cx="36" cy="28" r="3" /> : null}
    </svg>
  );
}
