import { useView } from "../view/useView";

/** First focusable element of every page: jumps over the header and the toolbar. */
export function SkipLink() {
  const { texts } = useView();
  return (
    <a className="skip-link" href="#main">
      {texts.skipLink}
    </a>
  );
}
