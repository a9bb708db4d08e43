// A dialog opened over a page by an address of its own: the page's with ?dialog=name. Its opener is a
// link to that address, so it works from the first paint: clicked before the app has taken over the
// page, the browser loads the address and the dialog opens once the app has (and a refresh keeps it
// open, a remount of the page does not lose it). Taken over, the click opens it in place, adding a
// history entry that Back closes (docs/decisions/0055-linkable-dialogs.md).
import { useCallback, type AnchorHTMLAttributes, type KeyboardEvent, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';

export const DIALOG_PARAM = 'dialog';

/** The history entry a dialog added: the page keeps its scroll (app/scroll-restoration.tsx). */
export type DialogEntryState = { keepsScroll?: boolean };

function addressWith(search: string, name: string | null): string {
  const params = new URLSearchParams(search);
  if (name === null) params.delete(DIALOG_PARAM);
  else params.set(DIALOG_PARAM, name);
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function useDialogAddress(name: string) {
  const location = useLocation();
  const { pathname, search, hash, key } = location;
  const navigate = useNavigate();
  const isOpen = new URLSearchParams(search).get(DIALOG_PARAM) === name;
  const href = `${pathname}${addressWith(search, name)}${hash}`;
  const wasOpenedHere = (location.state as DialogEntryState | null)?.keepsScroll === true && key !== 'default';
  const open = useCallback(() => void navigate(href, { state: { keepsScroll: true } satisfies DialogEntryState }), [navigate, href]);
  const close = useCallback(() => {
    if (wasOpenedHere) void navigate(-1);
    else void navigate(`${pathname}${addressWith(search, null)}${hash}`, { replace: true, state: { keepsScroll: true } });
  }, [wasOpenedHere, navigate, pathname, search, hash]);
  return { isOpen, href, open, close };
}

type DialogOpenerProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick' | 'onKeyDown' | 'role'> & { href: string; onOpen(): void };

/** A control that opens a dialog: a link to the dialog's address, which the app opens in place once it has the page. */
export function DialogOpener({ href, onOpen, ...anchor }: DialogOpenerProps) {
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window opens the address as a link would.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpen();
  };
  // A button opens on Space too; Enter already follows the link.
  const keyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key !== ' ') return;
    event.preventDefault();
    onOpen();
  };
  return <a {...anchor} href={href} role="button" onClick={click} onKeyDown={keyDown} />;
}
