import { useLocation } from "react-router";
import { ReviewWidget } from "@sxz/reviews";
import { RequireUser } from "../../session/RequireUser";
import { usePageTitle } from "../../view/usePageTitle";
import { useView } from "../../view/useView";
import { withViewParams } from "../../view/view-settings";

/**
 * The widget's own-messages mode: every review of the signed-in user (queryMyMessages), each naming its course
 * and linking to the course's page in the same view (language, variant, layout, theme).
 */
export default function MyReviewsPage() {
  const { texts, settings } = useView();
  const { search } = useLocation();
  usePageTitle(texts.myReviewsTitle);
  return (
    <>
      <div className="page-intro">
        <h1>{texts.myReviewsTitle}</h1>
        <p>{texts.myReviewsIntro}</p>
      </div>
      <RequireUser>
        {(session) => (
          <ReviewWidget
            mode="mine"
            resourceId=""
            moduleId=""
            courseLink={withViewParams("/courses/{resourceId}", new URLSearchParams(search))}
            isIntranet={settings.variant === "internal"}
            isMobile={settings.layout === "mobile"}
            theme={settings.theme}
            sxzLang={settings.language}
            isAdmin={session.isAdmin}
            isPermission
            isProgress
          />
        )}
      </RequireUser>
    </>
  );
}
