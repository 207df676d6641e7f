/**
 * Tag filter selection (RW-ST-9): the internal variant filters by one tag at a time (choosing another
 * replaces it, choosing the selected one clears it); the external variant toggles tags in and out.
 */
export function toggleTag(selected: readonly string[], tag: string, variant: "internal" | "external"): string[] {
  const isSelected = selected.includes(tag);
  if (variant === "internal") return isSelected ? [] : [tag];
  return isSelected ? selected.filter((t) => t !== tag) : [...selected, tag];
}

/** The `message` query parameter: selected tags comma-joined, absent when none. */
export function tagsParam(selected: readonly string[]): string | undefined {
  return selected.length > 0 ? selected.join(",") : undefined;
}
