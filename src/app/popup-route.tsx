import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { usePopups, type PopupName } from '@/lib/popups';

export interface PopupRouteProps {
  /** The popup this address opens. */
  name: PopupName;
  /** The screen under the popup (home). */
  children: ReactNode;
  /** More props the popup opens with (the member-centre page). */
  props?: Readonly<Record<string, string>>;
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
export function PopupRoute({ name, children, props }: PopupRouteProps) {
  const { open, close } = usePopups();
  const navigate = useNavigate();
  const { search, hash } = useLocation();
  // By content, so a caller's new object with the same props does not reopen the popup.
  const propsKey = JSON.stringify(props ?? {});

  useEffect(() => {
    open(
      name,
      { ...(JSON.parse(propsKey) as Record<string, string>), query: Object.fromEntries(new URLSearchParams(search)), anchor: decodeAnchor(hash) },
      { onClosed: () => void navigate('/') },
    );
    // Leaving the address (e.g. Back) takes its popup away, without sending the person home.
    return () => close(name, { quiet: true });
  }, [name, search, hash, open, close, navigate, propsKey]);

  return children;
}
