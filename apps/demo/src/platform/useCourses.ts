import type { Course } from "@sxz/contract";
import { api } from "./api";
import { useAsync } from "./useAsync";
import type { AsyncState } from "./useAsync";

/** The seeded courses; the language is part of the key because titles come translated. */
export function useCourses(language: string): AsyncState<Course[]> {
  return useAsync(() => api.courses(), `courses:${language}`);
}
