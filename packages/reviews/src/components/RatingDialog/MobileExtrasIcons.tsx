/** The mobile editor's emoji button icon: a smiling face. */
export function EmojiIcon() {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      style={{ strokeWidth: "1.8" }}
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M8.5 14.5c1.8 2 5.2 2 7 0" style={{ strokeLinecap: "round" }} />
      <circle cx="9" cy="10" r="1" fill="currentColor" stroke="none" />
      <circle cx="15" cy="10" r="1" fill="currentColor" stroke="none" />
    </svg>
  );
}

/** The mobile editor's attach button icon: a picture. */
export function PictureIcon() {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      style={{ strokeWidth: "1.8" }}
    >
      <rect x="3.5" y="5" width="17" height="14" rx="2" />
      <circle cx="9" cy="10" r="1.6" />
      <path d="M5 17l4.5-4.5 3 3 2.5-2.5L19 17" style={{ strokeLinejoin: "round" }} />
    </svg>
  );
}
