import { useSession } from "../session/SessionProvider";
import { ViewLink, ViewNavLink } from "../view/ViewLink";
import { useView } from "../view/useView";
import { Toolbar } from "./Toolbar";
import { UserMenu } from "./UserMenu";

export function Header() {
  const { texts } = useView();
  const { session } = useSession();
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
        <nav className="site-nav" aria-label={texts.navLabel}>
          <ul>
            {links.map((link) => (
              <li key={link.to}>
                <ViewNavLink to={link.to} end={link.end}>
                  {link.label}
                </ViewNavLink>
              </li>
            ))}
          </ul>
        </nav>
        <UserMenu />
      </div>
      <Toolbar />
    </header>
  );
}
