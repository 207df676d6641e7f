import {
  CourseIdParams,
  CourseListResponse,
  CourseProgressResponse,
  CourseStructuredDataResponse,
  SetCourseProgressBody,
} from "../courses";
import type { ApiRouteTable } from "./api-route";
import { coursePaths } from "./paths/courses";

const tags = ["courses"] as const;

/** The demo's courses and study progress (the 30% rule of giveScore reads the progress). */
export const courseRoutes = {
  courses: {
    ...coursePaths.courses,
    id: "courses",
    tags,
    summary: "Every course",
    access: "anyone",
    answer: CourseListResponse,
  },
  courseProgress: {
    ...coursePaths.courseProgress,
    id: "courseProgress",
    tags,
    summary: "The caller's study progress in a course",
    access: "user",
    params: CourseIdParams,
    answer: CourseProgressResponse,
    failures: [404],
  },
  setCourseProgress: {
    ...coursePaths.setCourseProgress,
    id: "setCourseProgress",
    tags,
    summary: "Set a member's progress in the admin's school",
    access: "admin",
    params: CourseIdParams,
    body: SetCourseProgressBody,
    answer: CourseProgressResponse,
    failures: [404],
  },
  courseStructuredData: {
    ...coursePaths.courseStructuredData,
    id: "courseStructuredData",
    tags,
    summary: "The course's schema.org Course JSON-LD with its rating and a few reviews",
    access: "anyone",
    params: CourseIdParams,
    answer: CourseStructuredDataResponse,
    failures: [404],
  },
} as const satisfies ApiRouteTable<typeof coursePaths>;
