import { useSession } from "../session/SessionProvider";
import { api } from "./api";
import { useAsync } from "./useAsync";

/** The signed-in user's progress in a course (0..100), or null for a visitor. */
export function useCourseProgress(courseId: string): number | null | undefined {
  const { session } = useSession();
  const userId = session.status === "signed-in" ? session.userId : "";
  const state = useAsync(
    async () => (userId ? (await api.courseProgress(courseId)).progress : null),
    `${courseId}:${userId}:${session.status}`,
  );
  if (session.status === "loading") return undefined;
  return state.status === "done" ? state.value : state.status === "failed" ? null : undefined;
}
