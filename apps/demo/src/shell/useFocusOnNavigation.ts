import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * After a navigation inside the site, focus moves to <main> so keyboard and screen-reader users start at the
 * new page's content rather than at the link they used. Not on the first load, and not when only the view
 * settings in the query changed.
 */
export function useFocusOnNavigation() {
  const main = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    main.current?.focus({ preventScroll: false });
  }, [pathname]);
  return main;
}
