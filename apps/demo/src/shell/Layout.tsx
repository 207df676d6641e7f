import { Outlet } from "react-router";
import { textLanguage } from "../i18n";
import { useDocumentView } from "../view/useDocumentView";
import { useView } from "../view/useView";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { SkipLink } from "./SkipLink";
import { useFocusOnNavigation } from "./useFocusOnNavigation";
import { usePageViews } from "./usePageViews";

/** The frame of every page: skip link, header with navigation, user menu and toolbar, main, footer. */
export function Layout() {
  const { settings } = useView();
  useDocumentView(settings);
  usePageViews();
  const main = useFocusOnNavigation();
  return (
    <div className={`site site--${settings.layout}`} lang={textLanguage(settings.language).replace("_", "-")}>
      <SkipLink />
      <Header />
      <main id="main" ref={main} tabIndex={-1} className="site-main">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
