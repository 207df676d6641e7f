// Tables of the courses domain: the courses and the study progress of their learners.
export interface CourseTables {
  courses: CoursesTable;
  course_progress: CourseProgressTable;
}

export interface CoursesTable {
  id: string;
  title: string;
  module: string;
  position: number;
}

/** Percent of a course a user has completed in one school (migration 007: progress is per school). */
export interface CourseProgressTable {
  user_id: string;
  tenant_id: string;
  course_id: string;
  progress: number;
  updated_at: number;
}
