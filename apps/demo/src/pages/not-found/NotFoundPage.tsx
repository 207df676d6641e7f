import { useView } from "../../view/useView";
import { NoticePage } from "../notices/NoticePage";

export function NotFoundPage() {
  const { texts } = useView();
  return <NoticePage tone="info" title={texts.notFoundTitle} body={texts.notFoundBody} />;
}

export default NotFoundPage;
