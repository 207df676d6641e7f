/**
 * Whether the learner may open the rating dialog to rate (RW-ROLE-1). isPermission and isProgress default
 * to true when the host does not set them; the server enforces progress on its own as well.
 * A learner who already rated may always open the read-only view.
 */
export function rateAccess(options: { isPermission?: boolean; isProgress?: boolean; hasRated: boolean; scoreTip?: string }):
  | { kind: "rate" }
  | { kind: "view" }
  | { kind: "blocked"; tip: string | null } {
  if (options.hasRated) return { kind: "view" };
  if (options.isPermission !== false && options.isProgress !== false) return { kind: "rate" };
  // null → the widget's studyProgress text.
  return { kind: "blocked", tip: options.scoreTip?.trim() || null };
}

/** isModal, or the modules 'school' and 'section', show no review list (RW-ROLE-7). */
export function showsReviewList(options: { isModal?: boolean; moduleId?: string }): boolean {
  if (options.isModal) return false;
  const module = options.moduleId?.trim().toLowerCase();
  return module !== "school" && module !== "section";
}
