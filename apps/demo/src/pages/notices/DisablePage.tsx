import { useView } from "../../view/useView";
import { NoticePage } from "./NoticePage";

/** /disable (CL-RT-3): the network address is not allowed. */
export default function DisablePage() {
  const { texts } = useView();
  return <NoticePage tone="stop" title={texts.disableTitle} body={texts.disableBody} />;
}
