import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { usePopups, type PopupName } from '@/lib/popups';

export interface PopupRouteProps {
  /** The popup this address opens. */
  name: PopupName;
  /** The screen under the popup (home). */
  children: ReactNode;
}

function decodeAnchor(hash: string): string {
  const raw = hash.replace(/^#/, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * An address that is a popup over home (/login, /register, /help): opens the popup with the address's query
 * (`query`) and anchor (`anchor`) as props; once the popup is closed the site goes to /.
 */
export function PopupRoute({ name, children }: PopupRouteProps) {
  const { open, close, current } = usePopups();
  const navigate = useNavigate();
  const { search, hash } = useLocation();
  const shown = useRef(false);

  useEffect(() => {
    open(name, { query: Object.fromEntries(new URLSearchParams(search)), anchor: decodeAnchor(hash) });
    // Leaving the address (e.g. Back) takes its popup away.
    return () => close(name);
  }, [name, search, hash, open, close]);

  useEffect(() => {
    if (current?.name === name) {
      shown.current = true;
    } else if (shown.current && current === null) {
      // Closed (not replaced by another popup): the address no longer names an open popup.
      shown.current = false;
      void navigate('/');
    }
  }, [current, name, navigate]);

  return children;
}
