import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { ViewNavLink } from "../view/ViewLink";
import { useView } from "../view/useView";
import { useScrollEdges } from "./useScrollEdges";

export interface NavItem {
  to: string;
  label: string;
  end?: boolean;
}

/**
 * The main navigation. Where it is wider than the screen it scrolls sideways: a fade with an arrow marks each
 * edge that hides links, and the current page's link is scrolled into view on every navigation and language
 * change.
 */
export function SiteNav({ links }: { links: NavItem[] }) {
  const { texts, settings } = useView();
  const { pathname } = useLocation();
  const scroller = useRef<HTMLUListElement>(null);
  const edges = useScrollEdges(scroller);

  useEffect(() => {
    const current = scroller.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!current || !scroller.current) return;
    const list = scroller.current;
    const box = current.getBoundingClientRect();
    const view = list.getBoundingClientRect();
    // Scroll the list only (scrollIntoView would also move the page); centre the link where the list can.
    list.scrollLeft += box.left + box.width / 2 - (view.left + view.width / 2);
  }, [pathname, settings.language, links.length]);

  return (
    <nav className="site-nav" aria-label={texts.navLabel} data-more-start={edges.start || undefined} data-more-end={edges.end || undefined}>
      <ul ref={scroller}>
        {links.map((link) => (
          <li key={link.to}>
            <ViewNavLink to={link.to} end={link.end}>
              {link.label}
            </ViewNavLink>
          </li>
        ))}
      </ul>
      <span className="site-nav__more site-nav__more--start" aria-hidden="true" />
      <span className="site-nav__more site-nav__more--end" aria-hidden="true" />
    </nav>
  );
}
