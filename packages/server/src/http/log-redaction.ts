/**
 * Credentials that clients put in query strings (the refresh call, `_tpToken`, signed upload and file URLs, OAuth2
 * codes): their values never reach a log line. Applied to every serialized line, so request URLs, error messages and
 * stacks are all covered, whichever code logged them.
 */
export const SECRET_QUERY_PARAMETERS = [
  "access_token",
  "refresh_token",
  "id_token",
  "code",
  "_tpToken",
  "signature",
  "password",
  "client_secret",
  "token",
] as const;

// A name may arrive percent-encoded (`refresh%5Ftoken`); the router decodes it all the same.
const names = SECRET_QUERY_PARAMETERS.map((name) => name.replace(/_/g, "(?:_|%5F)")).join("|");
const SECRET_VALUE = new RegExp(`([?&;](?:${names})=)[^&#\\s"\\\\]*`, "gi");

/** `text` with the value of every secret query parameter replaced by `[redacted]`. */
export function redactSecrets(text: string): string {
  return text.replace(SECRET_VALUE, "$1[redacted]");
}
