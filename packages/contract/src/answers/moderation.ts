// The content check's answer (RW-API-7), read as it arrives.
import { conform, optionalText } from "./conform";

/** `POST /api/common/api/moderation/v1/content`: the verdict, null when the answer gives none. */
export interface ModerationAnswer {
  /** "block" stops publishing; any other word lets it go on. */
  message: string | null;
}

/** A verdict of the wrong type throws MalformedAnswerError: nobody can tell whether it meant "block". */
export function readModerationResult(data: unknown): ModerationAnswer {
  return conform(data, { message: optionalText }, "moderation") as ModerationAnswer;
}
