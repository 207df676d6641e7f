import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
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

/**
 * A picture of this server's own: the stored address resolved as a browser would (TAB, LF and CR dropped, `\\` read
 * as `/`, `..` resolved) against the public origin, followed only when it stays on that origin, as its normalised,
 * percent-encoded path and query. Anything else is not followed, so the proxy never redirects off-site.
 */
function ownPicture(avatar: string | null, origin: string): string | undefined {
  if (!avatar) return undefined;
  let url: URL;
  try {
    url = new URL(avatar, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== origin) return undefined;
  const location = url.pathname + url.search;
  // A path such as "/.//host" normalises to "//host", which a browser would read as another host.
  return location.startsWith("//") ? undefined : location;
}

// A letter, digit, punctuation or symbol: never a control, format, private-use, surrogate or non-character, all of
// which are either not XML or draw nothing, nor U+FFFD (what a broken encoding left).
const DRAWABLE = /^(?!\uFFFD)[\p{L}\p{N}\p{P}\p{S}]$/u;
/** The initial drawn when a display name starts with nothing drawable, and for ids that name no author. */
export const NEUTRAL_INITIAL = "?";

/** The user's initial (a whole grapheme's first code point, upper-cased) on a tinted disc, as a standalone SVG. */
export function drawnAvatar(userId: string, displayName: string): string {
  const first = Array.from(displayName.trim())[0];
  const initial = first !== undefined && DRAWABLE.test(first) ? first.toUpperCase() : NEUTRAL_INITIAL;
  const text = initial.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">' +
    `<circle cx="32" cy="32" r="32" fill="${discColour(userId)}"/>` +
    `<text x="32" y="32" dy=".35em" text-anchor="middle" font-family="system-ui,sans-serif" font-size="28" fill="#fff">${text}</text>` +
    "</svg>"
  );
}

type AuthorFields = Pick<UserRow, "user_name" | "nick_name" | "real_name" | "avatar">;

/**
 * The user of this id when they wrote at least one review (whose cards already name them to readers), in one
 * indexed query (`reviews_user`) that costs the same for an unknown id, a user who wrote nothing and an author.
 */
export function findReviewAuthor(db: Kysely<Database>, userId: string): Promise<AuthorFields | undefined> {
  return db
    .selectFrom("users")
    .select(["user_name", "nick_name", "real_name", "avatar"])
    .where("id", "=", userId)
    .where((eb) =>
      eb.exists(eb.selectFrom("reviews").select("reviews.id").whereRef("reviews.user_id", "=", "users.id")),
    )
    .executeTakeFirst();
}

/**
 * What the proxy answers for a user id: for an author of a review (`author`), their picture on this server or their
 * initial; for any other id — a user who wrote no review, or no user at all — the same neutral disc, so the answer
 * does not tell whether an id exists. `origin` is the public origin pictures must stay on.
 */
export function staffAvatar(userId: string, author: AuthorFields | undefined, origin: string): StaffAvatar {
  if (!author) return { kind: "drawn", svg: drawnAvatar(userId, NEUTRAL_INITIAL) };
  const picture = ownPicture(author.avatar, origin);
  if (picture) return { kind: "picture", location: picture };
  return { kind: "drawn", svg: drawnAvatar(userId, author.nick_name || author.real_name || author.user_name) };
}
