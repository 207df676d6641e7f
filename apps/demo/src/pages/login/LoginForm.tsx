import { useId, useState } from "react";
import type { FormEvent } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { isPlatformError } from "@sxz/client";
import { fill } from "../../i18n";
import { useSession } from "../../session/SessionProvider";
import { usePageTitle } from "../../view/usePageTitle";
import { useView } from "../../view/useView";
import { useAsync } from "../../platform/useAsync";
import { redirectTarget } from "./safe-redirect";
import type { RedirectTarget } from "./safe-redirect";

/** Keeps a path readable inside right-to-left text (Unicode first-strong isolate). */
const isolate = (text: string) => `\u2068${text}\u2069`;

/** Password sign-in through the client's auth; used by the desktop and the mobile login pages. */
export function LoginForm({ mobile }: { mobile: boolean }) {
  const { texts, href } = useView();
  const title = mobile ? texts.mobileLoginTitle : texts.loginTitle;
  usePageTitle(title);
  const { signIn } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const requested = params.get("redirect");
  const checked = useAsync(() => redirectTarget(requested), requested ?? "");
  const target: RedirectTarget = checked.status === "done" ? checked.value : { kind: "none" };
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const errorId = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setFailed(false);
    try {
      await signIn(String(form.get("username") ?? "").trim(), String(form.get("password") ?? ""));
    } catch (error) {
      // The school does not allow password sign-in: the client layer is taking the page to /disableLogin (CL-RT-2).
      if (isPlatformError(error, "login-method-disabled")) return;
      setFailed(true);
      setBusy(false);
      return;
    }
    const destination = await redirectTarget(requested);
    if (destination.kind === "inside") navigate(destination.path, { replace: true });
    else if (destination.kind === "outside") location.assign(destination.href);
    else navigate(href("/"), { replace: true });
  };

  return (
    <div className={`login ${mobile ? "login--mobile" : ""}`}>
      <form
        className="login__card"
        onSubmit={(event) => void submit(event)}
        aria-describedby={failed ? errorId : undefined}
        noValidate={false}
      >
        <h1>{title}</h1>
        <p>{texts.loginIntro}</p>
        <div className="field">
          <label htmlFor="login-username">{texts.username}</label>
          <input
            id="login-username"
            name="username"
            autoComplete="username"
            required
            autoCapitalize="none"
            spellCheck={false}
          />
        </div>
        <div className="field">
          <label htmlFor="login-password">{texts.password}</label>
          <input id="login-password" name="password" type="password" autoComplete="current-password" required />
        </div>
        {failed && (
          <p id={errorId} className="notice notice--error" role="alert">
            {texts.loginFailed}
          </p>
        )}
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          {busy ? texts.loginBusy : texts.loginSubmit}
        </button>
        {target.kind === "inside" && (
          <p className="login__hint">
            {fill(texts.loginRedirectNote, { target: isolate(target.path.split("?")[0] ?? "/") })}
          </p>
        )}
        {requested && checked.status === "done" && target.kind === "none" && (
          <p className="login__hint">{texts.loginRedirectIgnored}</p>
        )}
        <p className="login__hint">{texts.demoAccounts}</p>
      </form>
    </div>
  );
}
