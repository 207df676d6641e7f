import { useView } from "../../view/useView";
import { NoticePage } from "./NoticePage";

/** /insufficient-permissions?sxz-lang=… (CL-RT-4): a 403 in the content-marketplace management area. */
export default function InsufficientPermissionsPage() {
  const { texts } = useView();
  return <NoticePage tone="info" title={texts.insufficientTitle} body={texts.insufficientBody} />;
}
