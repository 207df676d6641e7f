import { lazy, Suspense } from "react";
import { useLocation } from "react-router";
import { platform } from "../platform/client";
import { loginPath } from "../shell/login-path";
import { usePageTitle } from "../view/usePageTitle";
import { useView } from "../view/useView";

// The upload page is a self-contained component of the upload feature (pages/upload/).
const UploadPage = lazy(() => import("./upload/UploadPage"));

/** /upload: the upload feature's page, in the site's language, signing in through the site's login page. */
export function UploadRoute() {
  const { texts, settings, href } = useView();
  const location = useLocation();
  usePageTitle(texts.uploadTitle);
  return (
    <Suspense fallback={<p className="notice">…</p>}>
      <UploadPage
        client={platform()}
        language={settings.language}
        loginHref={href(loginPath(settings.layout, `${location.pathname}${location.search}`))}
      />
    </Suspense>
  );
}
