/** An answer (or a field of one) is not of the shape the call promises. */
export class MalformedAnswerError extends Error {
  override readonly name = "MalformedAnswerError";
  constructor(
    /** Where in the answer, e.g. "general.shortCommentStatisticList[2].count". */
    readonly path: string,
    /** What was expected there, e.g. "a whole number of 0 or more". */
    readonly expected: string,
  ) {
    super(`malformed answer: ${path} should be ${expected}`);
  }
}
