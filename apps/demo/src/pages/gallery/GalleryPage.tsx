import { fill } from "../../i18n";
import { useCourseProgress } from "../../platform/useCourseProgress";
import { useCourses } from "../../platform/useCourses";
import { useSession } from "../../session/SessionProvider";
import { usePageTitle } from "../../view/usePageTitle";
import { useView } from "../../view/useView";
import { LAYOUTS, THEMES, VARIANTS } from "../../view/view-settings";
import { WidgetComponent } from "../course/WidgetComponent";
import { widgetSettings } from "../course/widget-settings";

/** Every variant of the widget (internal/external × desktop/mobile × light/dark) side by side. */
export default function GalleryPage() {
  const { texts, settings: view } = useView();
  usePageTitle(texts.galleryTitle);
  const { session } = useSession();
  const courses = useCourses(view.language);
  const course = courses.status === "done" ? courses.value[0] : undefined;
  const progress = useCourseProgress(course?.id ?? "");
  const names: Record<string, string> = {
    external: texts.variantExternal,
    internal: texts.variantInternal,
    desktop: texts.layoutDesktop,
    mobile: texts.layoutMobile,
    light: texts.themeLight,
    dark: texts.themeDark,
  };
  const combos = VARIANTS.flatMap((variant) =>
    LAYOUTS.flatMap((layout) => THEMES.map((theme) => ({ variant, layout, theme }))),
  );
  return (
    <>
      <div className="page-intro">
        <h1>{texts.galleryTitle}</h1>
        <p>{texts.galleryIntro}</p>
      </div>
      {courses.status === "loading" && <p className="notice">{texts.coursesLoading}</p>}
      {courses.status === "failed" && <p className="notice notice--error">{texts.coursesFailed}</p>}
      {course && session.status !== "loading" && progress !== undefined && (
        <ul className="gallery">
          {combos.map((combo) => {
            const label = fill(texts.galleryItem, {
              variant: names[combo.variant] ?? "",
              layout: names[combo.layout] ?? "",
              theme: names[combo.theme] ?? "",
            });
            return (
              <li
                key={`${combo.variant}-${combo.layout}-${combo.theme}`}
                className={`gallery__item gallery__item--${combo.layout} theme-scope`}
                data-theme={combo.theme}
              >
                <h2 className="gallery__caption">{label}</h2>
                <div className="gallery__frame">
                  <WidgetComponent
                    settings={{ ...widgetSettings(course, view, session, progress, texts.signInToRate), ...combo }}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
