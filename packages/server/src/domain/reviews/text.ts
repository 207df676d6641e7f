import { ApiCode, checkText } from "@sxz/contract";
import { ApiError } from "../../http/api-error";

/**
 * Trims the text and checks it by the shared text rule (@sxz/contract `checkText`, the widget's rule too): invalid
 * characters (RW-VAL-6) and overlong text are refused with the spec's messages.
 */
export function cleanText(raw: string, max: number): string {
  const checked = checkText(raw, max);
  if (checked.ok) return checked.text;
  if (checked.problem === "invalid-chars") throw new ApiError(400, ApiCode.BAD_REQUEST, "invalidChars");
  throw new ApiError(400, ApiCode.BAD_REQUEST, "textTooLong", { max });
}

/** "a, b,,a" → ["a", "b"]: the comma-joined tag codes of the wire, trimmed and de-duplicated (RW-VAL-10). */
export function splitTags(joined: string | undefined): string[] {
  if (!joined) return [];
  return [
    ...new Set(
      joined
        .split(",")
        .map((tag) => tag.trim())
        .filter(Boolean),
    ),
  ];
}
