import { RequireUser } from "../../session/RequireUser";
import { usePageTitle } from "../../view/usePageTitle";
import { useView } from "../../view/useView";
import { WidgetComponent } from "../course/WidgetComponent";

/** The widget's own-messages mode: every review of the signed-in user (queryMyMessages). */
export default function MyReviewsPage() {
  const { texts, settings } = useView();
  usePageTitle(texts.myReviewsTitle);
  return (
    <>
      <div className="page-intro">
        <h1>{texts.myReviewsTitle}</h1>
        <p>{texts.myReviewsIntro}</p>
      </div>
      <RequireUser>
        {(session) => (
          <WidgetComponent
            mode="mine"
            settings={{
              resourceId: "",
              moduleId: "",
              variant: settings.variant,
              layout: settings.layout,
              theme: settings.theme,
              language: settings.language,
              isAdmin: session.isAdmin,
              isPermission: true,
              isProgress: true,
            }}
          />
        )}
      </RequireUser>
    </>
  );
}
