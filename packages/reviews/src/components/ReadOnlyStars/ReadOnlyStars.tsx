export interface ReadOnlyStarsProps {
  score: number;
  /** Accessible name, e.g. "Rated 4 out of 5". */
  label: string;
}

const STAR_PATH = "M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.8z";

/** The review's score as five stars, read as one image by assistive technology (RW-LST-5). */
export function ReadOnlyStars({ score, label }: ReadOnlyStarsProps) {
  return (
    <span className="sxz-rostars" role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((n) => (
        <svg
          key={n}
          viewBox="0 0 20 20"
          width="14"
          height="14"
          aria-hidden="true"
          className={n <= score ? "is-on" : "is-off"}
        >
          <path d={STAR_PATH} />
        </svg>
      ))}
    </span>
  );
}
