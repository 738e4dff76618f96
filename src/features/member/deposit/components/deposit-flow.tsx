import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { fromPromise } from 'xstate';
import { useMember } from '@/lib/member';
import { formatMinor, toMinor } from '@/lib/money';
import { WALLET_BALANCE_KEY, useWalletBalance } from '@/lib/wallet-balance';
import { Spinner } from '@/ui';
import { fetchDepositOptions } from '../api/deposit-options';
import { submitDeposit } from '../api/submit-deposit';
import { depositMachine } from '../deposit.machine';
import type { DepositOrder } from '../types';
import { DepositForm } from './deposit-form';
import { ChannelUnavailable, DepositsOff, LoadFailed, SubmitFailed, TooFrequent } from './deposit-notices';
import { DoneStep, ManualStep, QrStep, RedirectStep } from './deposit-steps';
import { DepositTutorial } from './deposit-tutorial';
import './deposit.css';

/** Opens the provider's page in a new tab; a blocked pop-up leaves the link on the page to open it by hand. */
function openProvider(url: string): void {
  if (url) window.open(url, '_blank', 'noopener,noreferrer');
}

/** The deposit page: the deposit machine with the platform's calls, the header-balance refresh and the views. */
export function DepositFlow() {
  const { t } = useTranslation();
  const { member } = useMember();
  const { mutate } = useSWRConfig();
  const account = member?.account ?? '';
  const machine = useMemo(
    () =>
      depositMachine.provide({
        actors: {
          loadOptions: fromPromise(() => fetchDepositOptions()),
          submitDeposit: fromPromise<Awaited<ReturnType<typeof submitDeposit>>, DepositOrder>(({ input }) => submitDeposit(account, input)),
        },
        actions: {
          openProvider: (_args, params: { url: string }) => openProvider(params.url),
          refreshBalance: () => void mutate(WALLET_BALANCE_KEY),
        },
      }),
    [account, mutate],
  );
  const [snapshot, send] = useMachine(machine);
  const { context } = snapshot;
  const balance = useWalletBalance(snapshot.matches('done'));

  let body;
  if (snapshot.matches('loading')) body = <Spinner label={t('loading')} />;
  else if (snapshot.matches('loadFailed')) body = <LoadFailed error={context.error} onRetry={() => send({ type: 'RETRY' })} />;
  else if (snapshot.matches('off'))
    body = <DepositsOff message={context.options?.settings.message ?? null} onRetry={() => send({ type: 'RETRY' })} />;
  else if (snapshot.matches('input') || snapshot.matches('submitting'))
    body = <DepositForm context={context} busy={snapshot.matches('submitting')} send={send} />;
  else if (snapshot.matches('channelUnavailable')) body = <ChannelUnavailable error={context.error} onBack={() => send({ type: 'BACK' })} />;
  else if (snapshot.matches('tooFrequent')) body = <TooFrequent error={context.error} onBack={() => send({ type: 'BACK' })} />;
  else if (snapshot.matches('submitFailed'))
    body = <SubmitFailed error={context.error} onRetry={() => send({ type: 'RETRY' })} onBack={() => send({ type: 'BACK' })} />;
  else if (snapshot.matches('qr') && context.result?.flow === 'QR')
    body = <QrStep result={context.result} onPaid={() => send({ type: 'PAID' })} onBack={() => send({ type: 'BACK' })} />;
  else if (snapshot.matches('redirect') && context.result?.flow === 'REDIRECT')
    body = (
      <RedirectStep
        result={context.result}
        onOpen={() => send({ type: 'OPEN_PROVIDER' })}
        onPaid={() => send({ type: 'PAID' })}
        onNotYet={() => send({ type: 'NOT_YET' })}
      />
    );
  else if (snapshot.matches('manual') && context.result?.flow === 'MANUAL')
    body = <ManualStep result={context.result} onPaid={() => send({ type: 'PAID' })} onBack={() => send({ type: 'BACK' })} />;
  else if (snapshot.matches('done'))
    body = (
      <DoneStep
        balance={balance.data === undefined || balance.isValidating ? undefined : formatMinor(toMinor(balance.data))}
        onNew={() => send({ type: 'NEW_DEPOSIT' })}
      />
    );

  return (
    <div className="deposit">
      <div className="deposit__main">{body}</div>
      <DepositTutorial />
      {/* Responsible gaming: deposit limits and the other tools are one step away from depositing. */}
      <p className="deposit__rg-link">
        <Link to="/responsibleGaming">{t('rg_deposit_link')}</Link>
      </p>
    </div>
  );
}
