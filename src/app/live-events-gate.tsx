import { lazy, Suspense } from 'react';
import { useMember } from '@/lib/member';

// Its own chunk (the socket library, the toaster): fetched only once a member is signed in, never for a visitor.
const LiveEvents = lazy(() => import('@/lib/live-events/live-events'));

/** Runs the live-event client while a member or agent is signed in (not a trial account); sign-out stops it. */
export function LiveEventsGate() {
  const { member, role } = useMember();
  if (!member || (role !== 'member' && role !== 'agent')) return null;
  return (
    <Suspense fallback={null}>
      <LiveEvents key={member.id} />
    </Suspense>
  );
}
