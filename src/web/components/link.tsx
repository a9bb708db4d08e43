// The app's links: an anchor that navigates inside the app. Built on react-router's own hooks
// rather than its <Link>, whose prefetching, view transitions and form machinery the app never
// uses yet shipped in every first load.
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from 'react-router';

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: To; replace?: boolean };

export function Link({ to, replace, onClick, target, ...anchor }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler(to, { replace, target });
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...anchor} href={href} target={target} onClick={click} />;
}

/** A link that says it is the current page (aria-current), on its path or below it unless `end`. */
export function NavLink({ end = false, ...link }: LinkProps & { end?: boolean }) {
  const { pathname } = useLocation();
  const target = useResolvedPath(link.to).pathname;
  const current = pathname === target || (!end && target !== '/' && pathname.startsWith(`${target}/`));
  return <Link aria-current={current ? 'page' : undefined} {...link} />;
}
