import { startTransition, useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { api, session } from '@/api';
import { useMember } from '@/lib/member';

/**
 * Ends the session here: asks the platform to sign out (unless it already ended it, as a time-out does), clears the
 * session storage and the signed-in answers, and goes home.
 */
export function useSignOut(): (options?: { alreadyEnded?: boolean }) => Promise<void> {
  const { setMember } = useMember();
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  return useCallback(
    async ({ alreadyEnded = false } = {}) => {
      if (!alreadyEnded) await api.DELETE('/wps/session/logout').catch(() => undefined);
      session.clear();
      void mutate(() => true, undefined, { revalidate: false });
      // Home and the sign-out in one render: a member page left behind would ask the visitor to sign in. The router
      // navigates in a transition, so the member is cleared in the same one (an update outside it would draw first).
      startTransition(() => {
        void navigate('/');
        setMember(null);
      });
    },
    [mutate, navigate, setMember],
  );
}
