import { useState } from "react";
import { accountPaths, pathTo } from "@sxz/contract";

export interface AvatarProps {
  /** Image address; empty or failing images fall back to the drawn initial. */
  src: string;
  name: string;
  size: number;
}

/** Default staff-directory image proxy of the internal variant (RW-ROLE-6), on the page's own origin. */
export function staffDirectoryAvatar(userId: string): string {
  return pathTo(accountPaths.staffAvatar, { userId });
}

/**
 * The author's picture. Decorative (the name is printed beside it), so it has an empty alt. A picture that
 * fails to load is replaced by the author's initial on a tinted disc (RW-ROLE-6).
 */
export function Avatar({ src, name, size }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const style = { width: size, height: size };
  if (!src || failedSrc === src) {
    const initial = Array.from(name.trim())[0]?.toUpperCase() ?? "?";
    return (
      <span
        className="sxz-avatar sxz-avatar--fallback"
        style={{ ...style, fontSize: size * 0.45 }}
        aria-hidden="true"
        data-testid="avatar-fallback"
      >
        {initial}
      </span>
    );
  }
  return (
    <img
      className="sxz-avatar"
      style={style}
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => setFailedSrc(src)}
    />
  );
}
