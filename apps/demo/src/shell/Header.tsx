import { useId, useState } from "react";
import { useLocation } from "react-router";
import { useSession } from "../session/SessionProvider";
import { ViewLink } from "../view/ViewLink";
import { useView } from "../view/useView";
import { SettingsToggle } from "./SettingsToggle";
import { SiteNav } from "./SiteNav";
import { Toolbar } from "./Toolbar";
import { UserMenu } from "./UserMenu";

export function Header() {
  const { texts } = useView();
  const { session } = useSession();
  const { pathname } = useLocation();
  const toolbarId = useId();
  // Open for one page only: a new page starts with the settings folded again, so its content is what shows first.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const settingsOpen = openOn === pathname;
  const isAdmin = session.status === "signed-in" && session.isAdmin;
  const links = [
    { to: "/", label: texts.navHome, end: true },
    { to: "/my-reviews", label: texts.navMyReviews },
    ...(isAdmin ? [{ to: "/admin", label: texts.navAdmin }] : []),
    { to: "/upload", label: texts.navUpload },
    { to: "/tracking", label: texts.navTracking },
    { to: "/gallery", label: texts.navGallery },
  ];
  return (
    <header className="site-header">
      <div className="site-header__bar">
        <ViewLink to="/" className="brand">
          <span className="brand__mark" aria-hidden="true">
            sxz
          </span>
          <span className="brand__name">{texts.siteName}</span>
        </ViewLink>
        <SiteNav links={links} />
        <div className="site-header__tools">
          <SettingsToggle
            controls={toolbarId}
            open={settingsOpen}
            onToggle={() => setOpenOn(settingsOpen ? null : pathname)}
          />
          <UserMenu />
        </div>
      </div>
      <Toolbar id={toolbarId} open={settingsOpen} />
    </header>
  );
}
