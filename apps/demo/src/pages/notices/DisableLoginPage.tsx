import { useSearchParams } from "react-router";
import { ViewLink } from "../../view/ViewLink";
import { useView } from "../../view/useView";
import { NoticePage } from "./NoticePage";

/** /disableLogin?redirect=…&sxz-lang=… (CL-RT-2): the login method is not supported. */
export default function DisableLoginPage() {
  const { texts } = useView();
  const [params] = useSearchParams();
  const redirect = params.get("redirect");
  const login = redirect ? `/login/index?redirect=${encodeURIComponent(redirect)}` : "/login/index";
  return (
    <NoticePage
      tone="warning"
      title={texts.disableLoginTitle}
      body={texts.disableLoginBody}
      action={
        <ViewLink to={login} className="button button--primary">
          {texts.disableLoginAction}
        </ViewLink>
      }
    />
  );
}
