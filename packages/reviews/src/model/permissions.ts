/**
 * Whether the learner may open the rating dialog to rate (RW-ROLE-1): only when the host says both
 * isPermission and isProgress are true. Absent counts as not true — a host that does not say so gets the
 * warning, not a dialog whose publish the server would refuse. A learner who already rated may always open the
 * read-only view.
 */
export function rateAccess(options: {
  isPermission?: boolean;
  isProgress?: boolean;
  hasRated: boolean;
  scoreTip?: string;
}): { kind: "rate" } | { kind: "view" } | { kind: "blocked"; tip: string | null } {
  if (options.hasRated) return { kind: "view" };
  if (options.isPermission === true && options.isProgress === true) return { kind: "rate" };
  // null → the widget's studyProgress text.
  return { kind: "blocked", tip: options.scoreTip?.trim() || null };
}

/** isModal, or the modules 'school' and 'section', show no review list (RW-ROLE-7). */
export function showsReviewList(options: { isModal?: boolean; moduleId?: string }): boolean {
  if (options.isModal) return false;
  const module = options.moduleId?.trim().toLowerCase();
  return module !== "school" && module !== "section";
}
