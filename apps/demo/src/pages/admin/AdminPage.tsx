import { useId, useState } from "react";
import { useCourses } from "../../platform/useCourses";
import { RequireUser } from "../../session/RequireUser";
import { usePageTitle } from "../../view/usePageTitle";
import { useView } from "../../view/useView";
import { WidgetComponent } from "../course/WidgetComponent";

/** Moderation: the widget with administrator rights on a chosen course (reply, pin, hide, delete). */
function Moderation() {
  const { texts, settings } = useView();
  const courses = useCourses(settings.language);
  const [chosen, setChosen] = useState<string>();
  const selectId = useId();
  if (courses.status === "loading") return <p className="notice">{texts.coursesLoading}</p>;
  if (courses.status === "failed") return <p className="notice notice--error">{texts.coursesFailed}</p>;
  const course = courses.value.find((item) => item.id === chosen) ?? courses.value[0];
  if (!course) return <p className="notice">{texts.coursesEmpty}</p>;
  return (
    <>
      <div className="field field--inline">
        <label htmlFor={selectId}>{texts.adminCourse}</label>
        <select id={selectId} value={course.id} onChange={(event) => setChosen(event.target.value)}>
          {courses.value.map((item) => (
            <option key={item.id} value={item.id}>
              {item.title}
            </option>
          ))}
        </select>
      </div>
      <WidgetComponent
        key={course.id}
        settings={{
          resourceId: course.id,
          moduleId: course.module,
          variant: settings.variant,
          layout: settings.layout,
          theme: settings.theme,
          language: settings.language,
          isAdmin: true,
          isPermission: true,
          isProgress: true,
        }}
      />
    </>
  );
}

export default function AdminPage() {
  const { texts } = useView();
  usePageTitle(texts.adminTitle);
  return (
    <>
      <div className="page-intro">
        <h1>{texts.adminTitle}</h1>
        <p>{texts.adminIntro}</p>
      </div>
      <RequireUser admin>{() => <Moderation />}</RequireUser>
    </>
  );
}
