import { accountPaths, coursePaths, healthPaths, pathTo, readEnvelope, trackingPaths } from "@sxz/contract";
import type { Course, CourseProgress, CurrentUser, HealthData, TrackingList } from "@sxz/contract";
import { platform } from "./client";

/** A platform call answered with a body code other than success (undefined: no envelope); `message` is already translated. */
export class ApiFailure extends Error {
  override readonly name = "ApiFailure";
  constructor(
    readonly code: number | undefined,
    message: string,
  ) {
    super(message);
  }
}

/** The data of a success envelope (code 200 or 0, the shared envelope rule); any other answer is an ApiFailure. */
export function unwrap<T>(body: unknown): T {
  const envelope = readEnvelope<T>(body);
  if (envelope.ok) return envelope.data;
  throw new ApiFailure(envelope.code, envelope.message);
}

async function get<T>(url: string, params?: Record<string, string | number | undefined>): Promise<T> {
  const response = await platform().http.get<unknown>(url, { params });
  return unwrap(response.data);
}

/** One typed function per call the demo's own pages make; every one goes through the platform client. */
export const api = {
  health: () => get<HealthData>(healthPaths.health.path),
  courses: () => get<Course[]>(coursePaths.courses.path),
  courseProgress: (courseId: string) => get<CourseProgress>(pathTo(coursePaths.courseProgress, { id: courseId })),
  currentUser: () => get<CurrentUser>(accountPaths.currentUser.path),
  trackingEvents: (query: { limit?: number; eventCode?: string }) =>
    get<TrackingList>(trackingPaths.trackingEvents.path, query),
};

/** authorName of CL-ENT-2: nickname, else real name, else user name. */
export function authorName(user: Pick<CurrentUser, "nickName" | "realName" | "user_name">): string {
  return user.nickName?.trim() || user.realName?.trim() || user.user_name;
}
