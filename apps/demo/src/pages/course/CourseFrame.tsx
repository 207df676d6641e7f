import type { ReactNode } from "react";
import { useParams } from "react-router";
import type { Course } from "@sxz/contract";
import { fill } from "../../i18n";
import { useCourseProgress } from "../../platform/useCourseProgress";
import { useCourses } from "../../platform/useCourses";
import { useSession } from "../../session/SessionProvider";
import { ViewLink } from "../../view/ViewLink";
import { usePageTitle } from "../../view/usePageTitle";
import { useView } from "../../view/useView";
import { widgetSettings } from "./widget-settings";
import type { WidgetSettings } from "./widget-settings";

interface CourseFrameProps {
  /** Names the embedding in the heading ("with the <sxz-score> element" / "with the component"). */
  embedding: string;
  note: string;
  /** The path of the other embedding of the same course. */
  otherPath: (courseId: string) => string;
  children: (settings: WidgetSettings, course: Course) => ReactNode;
}

/** A course page: the course, the learner's progress, and the review widget embedded by the child. */
export function CourseFrame({ embedding, note, otherPath, children }: CourseFrameProps) {
  const { courseId = "" } = useParams();
  const { texts, settings: view } = useView();
  const { session } = useSession();
  const courses = useCourses(view.language);
  const progress = useCourseProgress(courseId);
  const course = courses.status === "done" ? courses.value.find((item) => item.id === courseId) : undefined;
  usePageTitle(course?.title ?? texts.homeTitle);

  if (courses.status === "loading") return <p className="notice">{texts.coursesLoading}</p>;
  if (courses.status === "failed")
    return (
      <p className="notice notice--error" role="alert">
        {texts.coursesFailed}
      </p>
    );
  if (!course) {
    return (
      <div className="page-intro">
        <h1>{texts.courseNotFound}</h1>
        <p>
          <ViewLink to="/">{texts.backToCourses}</ViewLink>
        </p>
      </div>
    );
  }

  const settings = widgetSettings(course, view, session, progress, texts.signInToRate);
  return (
    <article className="course">
      <nav className="breadcrumbs" aria-label={texts.backToCourses}>
        <ViewLink to="/">{texts.backToCourses}</ViewLink>
      </nav>
      <header className="course__header">
        <div>
          <h1>{course.title}</h1>
          <p className="course__embedding">{embedding}</p>
        </div>
        <div className="course__progress">
          {typeof progress === "number" ? (
            <>
              <span id="course-progress-label">{fill(texts.progressLabel, { progress })}</span>
              <progress max={100} value={progress} aria-labelledby="course-progress-label" />
            </>
          ) : (
            <span>{texts.progressUnknown}</span>
          )}
        </div>
      </header>
      <p className="course__note">{note}</p>
      <p>
        <ViewLink to={otherPath(course.id)}>{texts.otherEmbedding}</ViewLink>
      </p>
      <section className="course__reviews" aria-label={embedding}>
        {session.status === "loading" || progress === undefined ? (
          <p className="notice">{texts.widgetLoading}</p>
        ) : (
          children(settings, course)
        )}
      </section>
    </article>
  );
}
