/** One five-pointed star; `filled` decides the colour through the theme's custom properties. */
export function StarIcon({ filled, size }: { filled: boolean; size: number }) {
  return (
    <svg
      className={filled ? "sxz-star sxz-star--on" : "sxz-star"}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 2.5l2.94 6.1 6.56.86-4.8 4.6 1.2 6.54L12 17.4l-5.9 3.2 1.2-6.54-4.8-4.6 6.56-.86z" />
    </svg>
  );
}
