import { REVIEW_LIMITS } from "@sxz/contract";
import type { Course } from "@sxz/contract";
import type { Session } from "../../session/SessionProvider";
import type { ViewSettings } from "../../view/view-settings";

/** What the host tells the widget, whichever way it is embedded (attributes or props). */
export interface WidgetSettings {
  resourceId: string;
  moduleId: string;
  variant: ViewSettings["variant"];
  layout: ViewSettings["layout"];
  theme: ViewSettings["theme"];
  language: ViewSettings["language"];
  isAdmin: boolean;
  /** Signed in: visitors may read but not rate. */
  isPermission: boolean;
  /** The learner completed enough of the course to rate it (RW-VAL-9). */
  isProgress: boolean;
  /** Shown instead of the study-progress warning when rating is not allowed for another reason. */
  scoreTip?: string;
}

export function widgetSettings(
  course: Course,
  view: ViewSettings,
  session: Session,
  progress: number | null | undefined,
  signInTip: string,
): WidgetSettings {
  const signedIn = session.status === "signed-in";
  return {
    resourceId: course.id,
    moduleId: course.module,
    variant: view.variant,
    layout: view.layout,
    theme: view.theme,
    language: view.language,
    isAdmin: signedIn && session.isAdmin,
    isPermission: signedIn,
    isProgress: signedIn && (progress ?? 0) >= REVIEW_LIMITS.progressMin,
    scoreTip: signedIn ? undefined : signInTip,
  };
}
