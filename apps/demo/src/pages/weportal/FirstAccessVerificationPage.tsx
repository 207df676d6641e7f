import { useLocation } from "react-router";
import { NotFoundPage } from "../not-found/NotFoundPage";
import { NoticePage } from "../notices/NoticePage";
import { useView } from "../../view/useView";

/**
 * Stand-in for the workplace portal's /h5/weportal/#/firstAccessVerification?sxz-lang=… (CL-RT-6): the portal
 * routes by the hash, so this page reads it too.
 */
export default function FirstAccessVerificationPage() {
  const { texts } = useView();
  const { hash } = useLocation();
  const route = hash.replace(/^#/, "").split("?")[0];
  if (route !== "/firstAccessVerification") return <NotFoundPage />;
  return <NoticePage tone="info" title={texts.firstAccessTitle} body={texts.firstAccessBody} />;
}
