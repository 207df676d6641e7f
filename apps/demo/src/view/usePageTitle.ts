import { useEffect } from "react";
import { useView } from "./useView";

/** Names the page in the tab: "<page> · sxz learning" (screen readers announce it on navigation). */
export function usePageTitle(title: string): void {
  const { texts } = useView();
  useEffect(() => {
    document.title = title ? `${title} · ${texts.siteName}` : texts.siteName;
  }, [title, texts.siteName]);
}
