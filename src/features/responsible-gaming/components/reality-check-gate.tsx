import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { memberPagePath } from '@/lib/member-centre';
import { useMember } from '@/lib/member';
import { nextCheckAt, readAck, sessionSince, writeAck } from '../reality-check/reality-check';
import { useRealityCheckSetting } from '../reality-check/use-reality-check-setting';
import { RealityCheckDialog } from './reality-check-dialog';
import { useSignOut } from './use-sign-out';

const tab = () => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);

/**
 * Rendered by the shell (lazily) for anyone signed in: when the member's reality-check interval passes, shows the
 * reality check; answering it starts the next interval.
 */
export default function RealityCheckGate() {
  const { member } = useMember();
  const account = member?.account ?? '';
  const [setting] = useRealityCheckSetting();
  const [since] = useState(() => sessionSince(tab(), account, Date.now()));
  const [ack, setAck] = useState(() => readAck(tab()));
  const [shownAt, setShownAt] = useState<number | null>(null);
  const navigate = useNavigate();
  const signOut = useSignOut();

  const due = nextCheckAt(setting, since, ack);
  useEffect(() => {
    if (due === null || shownAt !== null) return undefined;
    const timer = setTimeout(() => setShownAt(Date.now()), Math.max(0, due - Date.now()));
    return () => clearTimeout(timer);
  }, [due, shownAt]);

  if (shownAt === null || due === null) return null;
  const answer = () => {
    setAck(writeAck(tab(), Date.now()));
    setShownAt(null);
  };
  return (
    <RealityCheckDialog
      since={since}
      now={shownAt}
      onContinue={answer}
      onViewHistory={() => {
        answer();
        void navigate(memberPagePath('personalHistoryCopy'));
      }}
      onSignOut={() => {
        setShownAt(null);
        void signOut();
      }}
    />
  );
}
