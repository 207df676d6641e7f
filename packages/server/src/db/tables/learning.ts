// Tables of the learning domain: courses, progress, ratings and reviews, replies, likes, counters, config items.
export interface LearningTables {
  courses: CoursesTable;
}

export interface CoursesTable {
  id: string;
  title: string;
}
