/**
 * The empty-state pictures (RW-LST-9): a speech bubble with a pencil for the internal variant (an invitation
 * to write), an open box for the external one. Decorative: the text below carries the meaning.
 */
export function EmptyPicture({ variant }: { variant: "internal" | "external" }) {
  if (variant === "internal") {
    return (
      <svg
        className="sxz-empty__picture"
        data-picture="bubble"
        viewBox="0 0 120 90"
        width="120"
        height="90"
        aria-hidden="true"
      >
        <path
          d="M14 12h80a8 8 0 0 1 8 8v38a8 8 0 0 1-8 8H46l-18 16V66H14a8 8 0 0 1-8-8V20a8 8 0 0 1 8-8z"
          fill="var(--sxz-primary-soft, #fde8e8)"
          stroke="var(--sxz-primary, #c7000b)"
          style={{ strokeWidth: "2" }}
        />
        <path d="M40 46l26-26 8 8-26 26h-8z" fill="var(--sxz-primary, #c7000b)" />
      </svg>
    );
  }
  return (
    <svg
      className="sxz-empty__picture"
      data-picture="box"
      viewBox="0 0 120 90"
      width="120"
      height="90"
      aria-hidden="true"
    >
      <path
        d="M20 38l40-16 40 16v36l-40 14-40-14z"
        fill="var(--sxz-primary-soft, #e6efff)"
        stroke="var(--sxz-primary, #0a58ca)"
        style={{ strokeWidth: "2" }}
      />
      <path
        d="M20 38l40 14 40-14M60 52v36"
        fill="none"
        stroke="var(--sxz-primary, #0a58ca)"
        style={{ strokeWidth: "2" }}
      />
      <path
        d="M20 38l-10 12 40 14 10-12M100 38l10 12-40 14-10-12"
        fill="var(--sxz-surface, #fff)"
        stroke="var(--sxz-primary, #0a58ca)"
        style={{ strokeWidth: "2" }}
      />
    </svg>
  );
}
