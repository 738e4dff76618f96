import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useSWRConfig } from 'swr';
import { useMember } from '@/lib/member';
import { useMerchant } from '@/merchant';
import { Button, Dialog } from '@/ui';
import { logout } from '../api/logout';
import { sessionMachine } from '../session.machine';
import { useAuthEffects } from './use-auth-effects';
import './auth.css';

/** The sign-out confirmation (in_sure_logout): confirm calls logout, clears the whole session and goes to /. */
export function LogoutConfirmPopup({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const { member } = useMember();
  const merchant = useMerchant();
  const effects = useAuthEffects();
  const { mutate } = useSWRConfig();
  const live = useRef({ effects, onClose, mutate });
  useLayoutEffect(() => {
    live.current = { effects, onClose, mutate };
  });
  // The machine is made once; its actions read the ref only when they run, after render.
  // oxlint-disable-next-line react/refs
  const [machine] = useState(() =>
    sessionMachine.provide({
      actors: { logout: fromPromise(() => logout()) },
      actions: {
        clearSession: () => {
          live.current.effects.clearSession();
          // Cached answers of the signed-in member go too.
          void live.current.mutate(() => true, undefined, { revalidate: false });
        },
        resetMember: () => live.current.effects.setMember(null),
        navigate: (_, { to }) => {
          live.current.onClose();
          live.current.effects.navigate(to);
        },
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, {
    input: { member, agentTypes: merchant.agentTypes, trialTypes: merchant.trialTypes },
  });
  // The popup is the confirmation: it starts by asking.
  useEffect(() => send({ type: 'LOGOUT' }), [send]);
  const busy = snapshot.matches('loggingOut');
  const cancel = () => {
    send({ type: 'CANCEL' });
    onClose();
  };
  return (
    <Dialog
      open
      onClose={cancel}
      title={t('auth_logout_title')}
      footer={
        <>
          <Button variant="secondary" onClick={cancel} disabled={busy}>
            {t('auth_cancel')}
          </Button>
          <Button onClick={() => send({ type: 'CONFIRM' })} disabled={busy} aria-busy={busy || undefined}>
            {t('auth_logout_confirm')}
          </Button>
        </>
      }
    >
      <p>{t('in_sure_logout')}</p>
    </Dialog>
  );
}
