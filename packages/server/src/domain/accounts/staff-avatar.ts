import type { UserRow } from "./users";

/** What the staff-directory proxy answers for one user: their own picture, or a drawn stand-in. */
export type StaffAvatar = { kind: "picture"; location: string } | { kind: "drawn"; svg: string };

// Backgrounds that keep white text above 4.5:1, picked by the user id so an author keeps one colour everywhere.
const DISC_COLOURS = ["#1f5fa8", "#8a3ab9", "#a23f06", "#0f766e", "#b4235a", "#4d5b13", "#5b4bc4", "#9a3412"];

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

function discColour(userId: string): string {
  let hash = 0;
  for (const char of userId) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return DISC_COLOURS[hash % DISC_COLOURS.length]!;
}

/** A picture of this server's own (a path on its origin); anything else is not followed, so the proxy never redirects off-site. */
function ownPicture(avatar: string | null): string | undefined {
  if (!avatar || !avatar.startsWith("/") || avatar.startsWith("//") || avatar.includes("\\")) return undefined;
  return avatar;
}

/** The user's initial (a whole grapheme's first code point, upper-cased) on a tinted disc, as a standalone SVG. */
export function drawnAvatar(userId: string, displayName: string): string {
  const initial = (Array.from(displayName.trim())[0] ?? "?").toUpperCase();
  const text = initial.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">' +
    `<circle cx="32" cy="32" r="32" fill="${discColour(userId)}"/>` +
    `<text x="32" y="32" dy=".35em" text-anchor="middle" font-family="system-ui,sans-serif" font-size="28" fill="#fff">${text}</text>` +
    "</svg>"
  );
}

export function staffAvatar(user: Pick<UserRow, "id" | "user_name" | "nick_name" | "real_name" | "avatar">): StaffAvatar {
  const picture = ownPicture(user.avatar);
  if (picture) return { kind: "picture", location: picture };
  return { kind: "drawn", svg: drawnAvatar(user.id, user.nick_name || user.real_name || user.user_name) };
}
