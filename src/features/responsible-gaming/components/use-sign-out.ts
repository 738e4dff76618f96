import { useCallback } from 'react';
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
      // Home first, in the same render as the sign-out: a member page left behind would ask the visitor to sign in.
      void navigate('/');
      session.clear();
      void mutate(() => true, undefined, { revalidate: false });
      setMember(null);
    },
    [mutate, navigate, setMember],
  );
}
