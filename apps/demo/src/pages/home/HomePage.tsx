import { fill } from "../../i18n";
import { useCourses } from "../../platform/useCourses";
import { ViewLink } from "../../view/ViewLink";
import { usePageTitle } from "../../view/usePageTitle";
import { useView } from "../../view/useView";

export default function HomePage() {
  const { texts, settings } = useView();
  usePageTitle(texts.homeTitle);
  const courses = useCourses(settings.language);
  return (
    <>
      <div className="page-intro">
        <h1>{texts.homeTitle}</h1>
        <p>{texts.homeIntro}</p>
      </div>
      {courses.status === "loading" && <p className="notice">{texts.coursesLoading}</p>}
      {courses.status === "failed" && (
        <p className="notice notice--error" role="alert">
          {texts.coursesFailed}
        </p>
      )}
      {courses.status === "done" && courses.value.length === 0 && <p className="notice">{texts.coursesEmpty}</p>}
      {courses.status === "done" && courses.value.length > 0 && (
        <ul className="course-grid">
          {courses.value.map((course) => (
            <li key={course.id} className="course-card">
              <div className="course-card__art" aria-hidden="true">
                {Array.from(course.title)[0]}
              </div>
              <h2 className="course-card__title">{course.title}</h2>
              <p className="course-card__meta">{fill(texts.courseIdLabel, { id: course.id })}</p>
              <div className="course-card__links">
                <ViewLink className="button button--primary" to={`/courses/${encodeURIComponent(course.id)}`}>
                  {texts.openWithElement}
                  <span className="visually-hidden">: {course.title}</span>
                </ViewLink>
                <ViewLink className="button" to={`/courses/${encodeURIComponent(course.id)}/react`}>
                  {texts.openWithReact}
                  <span className="visually-hidden">: {course.title}</span>
                </ViewLink>
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
