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
    const list = scroller.current;
    if (!list) return;
    // Scroll the list only (scrollIntoView would also move the page), centring the link where the list can.
    const centre = () => {
      const current = list.querySelector<HTMLElement>('[aria-current="page"]');
      if (!current) return;
      const box = current.getBoundingClientRect();
      const view = list.getBoundingClientRect();
      list.scrollBy({ left: box.left + box.width / 2 - (view.left + view.width / 2), behavior: "instant" });
    };
    centre();
    // Link widths change once the page's fonts (Arabic, Chinese) arrive; centre again then.
    let live = true;
    void document.fonts?.ready.then(() => live && centre());
    return () => {
      live = false;
    };
  }, [pathname, settings.language, links.length]);

  return (
    <nav
      className="site-nav"
      aria-label={texts.navLabel}
      data-more-start={edges.start || undefined}
      data-more-end={edges.end || undefined}
    >
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
