import { useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useSession } from "../session/SessionProvider";
import { ViewLink } from "../view/ViewLink";
import { useView } from "../view/useView";
import { loginPath } from "./login-path";

/**
 * The signed-in user's name (authorName) opening a small disclosure with the role and the sign-out button;
 * a "Sign in" link for visitors.
 */
export function UserMenu() {
  const { session, signOut } = useSession();
  const { texts, settings } = useView();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  if (session.status === "loading") return <div className="user-menu user-menu--pending" aria-hidden="true" />;
  if (session.status === "anonymous") {
    const here = `${location.pathname}${location.search}${location.hash}`;
    return (
      <div className="user-menu">
        <ViewLink className="button button--primary" to={loginPath(settings.layout, here)}>
          {texts.signIn}
        </ViewLink>
      </div>
    );
  }

  const initial = Array.from(session.authorName)[0]?.toUpperCase() ?? "?";
  return (
    <div className="user-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="user-menu__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="avatar" aria-hidden="true">
          {initial}
        </span>
        <span className="user-menu__name" data-testid="author-name">
          {session.authorName}
        </span>
        <span className="visually-hidden">{texts.accountMenu}</span>
      </button>
      <div id={panelId} className="user-menu__panel" hidden={!open}>
        <p className="user-menu__who">
          <strong>{session.authorName}</strong>
          <span className="badge">{session.isAdmin ? texts.roleAdmin : texts.roleLearner}</span>
        </p>
        <ul className="user-menu__links">
          <li>
            <ViewLink to="/my-reviews" onClick={() => setOpen(false)}>
              {texts.navMyReviews}
            </ViewLink>
          </li>
          {session.isAdmin && (
            <li>
              <ViewLink to="/admin" onClick={() => setOpen(false)}>
                {texts.navAdmin}
              </ViewLink>
            </li>
          )}
        </ul>
        <button
          type="button"
          className="button button--quiet user-menu__signout"
          disabled={leaving}
          onClick={() => {
            setLeaving(true);
            void signOut().finally(() => setLeaving(false));
          }}
        >
          {leaving ? texts.signingOut : texts.signOut}
        </button>
      </div>
    </div>
  );
}
