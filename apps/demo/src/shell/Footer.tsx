import { useView } from "../view/useView";
import { ServerStatus } from "./ServerStatus";

export function Footer() {
  const { texts } = useView();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <ServerStatus />
        <p className="site-footer__note">{texts.footerNote}</p>
      </div>
    </footer>
  );
}
