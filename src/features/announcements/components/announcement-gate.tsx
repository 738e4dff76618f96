import { useEffect, useState } from 'react';
import { useLanguage } from '@/i18n';
import { useMember } from '@/lib/member';
import { usePopups } from '@/lib/popups';
import { useAnnouncements } from '../api';
import { audienceOf, executionsFor, isDue, isFirstLogin } from '../execution';

/** Resolves once the page has loaded and the main thread is idle, so the popup never competes with the first paint. */
function afterLoad(callback: () => void): () => void {
  let cancelled = false;
  let idle: number | undefined;
  const run = () => {
    if (cancelled) return;
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(() => !cancelled && callback(), { timeout: 2000 });
    else idle = window.setTimeout(() => !cancelled && callback(), 0);
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', run);
    if (idle !== undefined) {
      if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
      window.clearTimeout(idle);
    }
  };
}

/**
 * Opens the public announcement popup once per session and audience (SPEC §4): signed-in members get execution A
 * (and F on their first login), visitors B. It loads the list again when the language or sign-in state changes, and
 * waits while another popup is open. Renders nothing itself; the app shell renders it once.
 */
export function AnnouncementGate() {
  const { member } = useMember();
  const { language } = useLanguage();
  const { open, current } = usePopups();
  const [loaded, setLoaded] = useState(false);
  useEffect(() => afterLoad(() => setLoaded(true)), []);

  const signedIn = member !== null;
  const audience = audienceOf(signedIn);
  const due = loaded && isDue(sessionStorage, audience);
  const executions = due ? executionsFor({ signedIn, firstLogin: isFirstLogin(sessionStorage) }) : null;
  const { data } = useAnnouncements(executions, language);
  const busy = current !== null;

  useEffect(() => {
    if (!due || busy || !data || data.length === 0) return;
    open('announcement', { items: data, audience });
  }, [due, busy, data, audience, open]);

  return null;
}
