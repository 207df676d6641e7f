import type { ReviewAnswer } from "@sxz/contract";

/** The labels of a review's tags: the answer's own labels first, then the resource's statistics; a code with no label is left out. */
export function tagLabels(
  review: ReviewAnswer,
  tagNames: ReadonlyMap<string, string>,
): { code: string; label: string }[] {
  const codes = review.message ? review.message.split(",").filter(Boolean) : [];
  const own = new Map((review.message_labels ?? []).map((tag) => [tag.code, tag.label]));
  return codes.flatMap((code) => {
    const label = own.get(code) ?? tagNames.get(code);
    return label ? [{ code, label }] : [];
  });
}
