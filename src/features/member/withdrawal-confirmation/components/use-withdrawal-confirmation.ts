import { useEffect, useState } from 'react';
import { useMachine } from '@xstate/react';
import { useSWRConfig } from 'swr';
import { fromPromise } from 'xstate';
import { WALLET_BALANCE_KEY } from '@/lib/wallet-balance';
import { PAYMENT_CONFIRMATION_LIST_KEY, usePaymentConfirmationList } from '../api/payment-confirmation-list';
import { processC2CTransaction } from '../api/process-c2c-transaction';
import type { AnswerRequest } from '../types';
import { withdrawalConfirmationMachine, type CountdownClock } from '../withdrawal-confirmation.machine';

/** Runs the withdrawal confirmation machine over the SWR list; `send` answers with the real call unless told. */
export function useWithdrawalConfirmation(options: { clock?: CountdownClock; sendAnswer?: typeof processC2CTransaction } = {}) {
  const list = usePaymentConfirmationList();
  const { mutate } = useSWRConfig();
  // Made once: the actors and actions read nothing from render.
  const [machine] = useState(() =>
    withdrawalConfirmationMachine.provide({
      actors: { sendAnswer: fromPromise(({ input }: { input: AnswerRequest }) => (options.sendAnswer ?? processC2CTransaction)(input)) },
      actions: {
        refreshList: () => void mutate(PAYMENT_CONFIRMATION_LIST_KEY),
        answered: () => {
          void mutate(PAYMENT_CONFIRMATION_LIST_KEY);
          void mutate(WALLET_BALANCE_KEY);
        },
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, { input: options.clock ? { clock: options.clock } : {} });
  const payouts = list.data?.payouts;
  useEffect(() => {
    if (payouts) send({ type: 'LIST_LOADED', payouts });
  }, [payouts, send]);
  return { list, snapshot, send };
}
