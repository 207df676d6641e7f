import { Link, NavLink } from "react-router";
import type { LinkProps, NavLinkProps } from "react-router";
import { useView } from "./useView";

/** A site link that keeps the current view settings (variant, layout, theme, language). */
export function ViewLink({ to, ...props }: Omit<LinkProps, "to"> & { to: string }) {
  const { href } = useView();
  return <Link to={href(to)} {...props} />;
}

/** A navigation link that keeps the view settings and marks the current page (aria-current="page"). */
export function ViewNavLink({ to, ...props }: Omit<NavLinkProps, "to"> & { to: string }) {
  const { href } = useView();
  return <NavLink to={href(to)} {...props} />;
}
