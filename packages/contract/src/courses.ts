import { Type } from "@sinclair/typebox";
import type { Static } from "@sinclair/typebox";
import { Envelope } from "./envelope";

/** Courses of the demo site and the caller's study progress (the 30% rule of RW-VAL-9 reads it). */
export const Course = Type.Object({
  /** e.g. "course-intro"; also the resourceId its reviews are filed under. */
  id: Type.String(),
  title: Type.String(),
  /** The widget's moduleId for this course, e.g. "course". */
  module: Type.String(),
});
export type Course = Static<typeof Course>;

/** `GET /api/learning/v1/courses`. */
export const CourseListResponse = Envelope(Type.Array(Course));

/** A course id: 1–100 characters, no control characters (PostgreSQL refuses NUL in text; none is a course id). */
export const CourseIdParams = Type.Object({ id: Type.String({ pattern: "^[^\\x00-\\x1f\\x7f]{1,100}$" }) });
export type CourseIdParams = Static<typeof CourseIdParams>;

/** Percent of the course content completed, 0..100. */
export const CourseProgress = Type.Object({ progress: Type.Integer({ minimum: 0, maximum: 100 }) });
export type CourseProgress = Static<typeof CourseProgress>;
/** `GET /api/learning/v1/courses/{id}/progress`: the caller's progress (0 when never studied). */
export const CourseProgressResponse = Envelope(CourseProgress);

/** `PUT /api/learning/v1/courses/{id}/progress` (admin): set a learner's progress. */
export const SetCourseProgressBody = Type.Object({
  userId: Type.String({ minLength: 1, maxLength: 100 }),
  progress: Type.Integer({ minimum: 0, maximum: 100 }),
});
export type SetCourseProgressBody = Static<typeof SetCourseProgressBody>;

/**
 * `GET /api/learning/v1/courses/{id}/structured-data`: the course's schema.org `Course` JSON-LD with its
 * `aggregateRating` and a few `review`s, as courseStructuredData (rules/structured-data.ts) builds it from the
 * `general` and list answers. The demo's course pages carry the same object in their HTML.
 */
export const CourseStructuredDataResponse = Envelope(Type.Record(Type.String(), Type.Unknown()));
