import { useSearchParams } from "react-router";
import { platform } from "../../platform/client";
import { useAsync } from "../../platform/useAsync";
import { ViewLink } from "../../view/ViewLink";
import { useView } from "../../view/useView";
import { NoticePage } from "./NoticePage";

const LOGIN_PAGES = ["/login/index", "/commonUsage/loginPage.htm"];

/**
 * Where the person was going: the `redirect` of this page, or — when that is the login page they were refused on —
 * the login page's own `redirect`, so going back never nests login pages in each other.
 */
function destination(redirect: string | null): string {
  if (!redirect) return location.origin + "/";
  try {
    const url = new URL(redirect, location.href);
    if (url.origin === location.origin && LOGIN_PAGES.includes(url.pathname))
      return url.searchParams.get("redirect") ?? location.origin + "/";
  } catch {
    // Not an address: the login page checks whatever it is given.
  }
  return redirect;
}

/**
 * /disableLogin?redirect=…&sxz-lang=… (CL-RT-2): the login method is not supported. The action goes to where this
 * school signs in (its OAuth2 or third-party login, CL-ST-15), as the client layer routes it.
 */
export default function DisableLoginPage() {
  const { texts } = useView();
  const [params] = useSearchParams();
  const target = destination(params.get("redirect"));
  const schoolLogin = useAsync(() => platform().auth.loginUrl(target), target);
  const action =
    schoolLogin.status === "done" ? (
      <a href={schoolLogin.value} className="button button--primary">
        {texts.disableLoginAction}
      </a>
    ) : (
      <ViewLink to={`/login/index?redirect=${encodeURIComponent(target)}`} className="button button--primary">
        {texts.disableLoginAction}
      </ViewLink>
    );
  return <NoticePage tone="warning" title={texts.disableLoginTitle} body={texts.disableLoginBody} action={action} />;
}
