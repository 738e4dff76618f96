import { useEffect, useState } from 'react';
import { useLanguage } from '@/i18n';
import { useMember } from '@/lib/member';
import { usePopups } from '@/lib/popups';
import { afterLoadIdle } from '@/sections/idle';
import { useAnnouncements } from '../api';
import { audienceOf, executionsFor, isDue, isFirstLogin } from '../execution';
import { loadSanitizer } from '@/lib/sanitize';

/**
 * Opens the public announcement popup once per session and audience (SPEC §4): signed-in members get execution A
 * (and F on their first login), visitors B. It loads the list again when the language or sign-in state changes, and
 * waits while another popup is open. Renders nothing itself; the app shell renders it once.
 */
export function AnnouncementGate() {
  const { member } = useMember();
  const { language } = useLanguage();
  const { open, preload, current } = usePopups();
  const [loaded, setLoaded] = useState(false);
  useEffect(() => afterLoadIdle(() => setLoaded(true)), []);

  const signedIn = member !== null;
  const audience = audienceOf(signedIn);
  const due = loaded && isDue(sessionStorage, audience);
  const executions = due ? executionsFor({ signedIn, firstLogin: isFirstLogin(sessionStorage) }) : null;
  const { data } = useAnnouncements(executions, language);
  const busy = current !== null;

  useEffect(() => {
    if (!due || busy || !data || data.length === 0) return;
    let live = true;
    // The sanitizer and the popup's own code first, so the popup opens once, with its content in place, instead of
    // a loading dialog first or content growing after it appears.
    void Promise.all([loadSanitizer(), preload('announcement')]).then(
      () => live && open('announcement', { items: data, audience }),
      () => live && open('announcement', { items: data, audience }),
    );
    return () => {
      live = false;
    };
  }, [due, busy, data, audience, open, preload]);

  return null;
}
