import { useEffect, useRef } from 'react';
import { useSWRConfig } from 'swr';
import { session } from '@/api';
import { useMember } from '@/lib/member';

/**
 * Drops every SWR entry when the session ends (expired, or the member signed out) so no member data lingers in
 * memory; once the member is gone, the screens still showing data fetch it again as a visitor.
 */
export function SessionCachePurge() {
  const { mutate } = useSWRConfig();
  const { member } = useMember();
  const signedIn = useRef(member !== null);

  useEffect(
    () =>
      session.onExpired(() => {
        // No revalidation here: the screens still show the member and would ask again with the dead token.
        void mutate(() => true, undefined, { revalidate: false });
      }),
    [mutate],
  );

  useEffect(() => {
    const wasSignedIn = signedIn.current;
    signedIn.current = member !== null;
    if (!wasSignedIn || member !== null) return;
    void mutate(() => true, undefined, { revalidate: false }).then(() => mutate(() => true));
  }, [member, mutate]);

  return null;
}
