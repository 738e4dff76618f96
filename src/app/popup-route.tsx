import { useEffect, type ReactNode } from 'react';
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
 * (`query`) and anchor (`anchor`) as props; once the popup (or one that replaced it) is closed the site goes to /,
 * unless the flow that closed it goes somewhere itself (register success goes to /promotions).
 */
export function PopupRoute({ name, children }: PopupRouteProps) {
  const { open, close } = usePopups();
  const navigate = useNavigate();
  const { search, hash } = useLocation();

  useEffect(() => {
    open(
      name,
      { query: Object.fromEntries(new URLSearchParams(search)), anchor: decodeAnchor(hash) },
      { onClosed: () => void navigate('/') },
    );
    // Leaving the address (e.g. Back) takes its popup away, without sending the person home.
    return () => close(name, { quiet: true });
  }, [name, search, hash, open, close, navigate]);

  return children;
}
