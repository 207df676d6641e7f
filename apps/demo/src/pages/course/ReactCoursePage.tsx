import { useView } from "../../view/useView";
import { CourseFrame } from "./CourseFrame";
import { WidgetComponent } from "./WidgetComponent";

/** A course page using the ReviewWidget React component. */
export default function ReactCoursePage() {
  const { texts } = useView();
  return (
    <CourseFrame
      embedding={texts.courseReactTitle}
      note={texts.courseReactNote}
      otherPath={(id) => `/courses/${encodeURIComponent(id)}`}
    >
      {(settings) => <WidgetComponent settings={settings} />}
    </CourseFrame>
  );
}
