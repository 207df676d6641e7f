import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { loginPath } from "../shell/login-path";
import { ViewLink } from "../view/ViewLink";
import { useView } from "../view/useView";
import { useSession } from "./SessionProvider";
import type { Session } from "./SessionProvider";

type SignedIn = Extract<Session, { status: "signed-in" }>;

/** Renders the children for a signed-in user (an administrator when `admin`), else says why not. */
export function RequireUser({
  admin = false,
  children,
}: {
  admin?: boolean;
  children: (session: SignedIn) => ReactNode;
}) {
  const { session } = useSession();
  const { texts, settings } = useView();
  const location = useLocation();
  if (session.status === "loading") return null;
  if (session.status === "anonymous") {
    return (
      <p className="notice">
        {texts.signInNeeded}{" "}
        <ViewLink to={loginPath(settings.layout, `${location.pathname}${location.search}`)}>{texts.signIn}</ViewLink>
      </p>
    );
  }
  if (admin && !session.isAdmin) return <p className="notice notice--error">{texts.adminOnly}</p>;
  return <>{children(session)}</>;
}
