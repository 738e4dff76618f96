import { useCallback, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { api, ApiError, type components } from '@/api';
import { WALLET_BALANCE_KEY } from '@/lib/wallet-balance';

/** The balance answer (also what a recall answers: the balances after it). */
export type WalletBalanceValue = components['schemas']['WalletBalance'];

/**
 * POST GCS_recallBalance (designed): returns game-vendor balances to the main wallet, one wallet's when
 * `accountTypeId` is given, every one's otherwise. Answers the balances after the recall.
 */
export async function recallBalance(accountTypeId?: number): Promise<WalletBalanceValue> {
  return api.POST('/wps/relay/GCS_recallBalance', { body: accountTypeId === undefined ? {} : { accountTypeId } });
}

/**
 * Returns every game-vendor wallet's balance to the main wallet, trying up to `attempts` times in all
 * (PLATFORM-MEMBER: a single-wallet merchant's withdraw recalls first, retrying up to 3 times); throws the last
 * ApiError when every attempt failed. An ended session is thrown at once (trying again cannot help).
 * It does not refresh the header balance: call `mutate(WALLET_BALANCE_KEY)` after it, or use `useRecallBalance`.
 * @example await recallAllBalances(); // then show the main wallet as what can be withdrawn
 */
export async function recallAllBalances(attempts = 3): Promise<void> {
  let last: unknown;
  for (let attempt = 0; attempt < Math.max(1, attempts); attempt += 1) {
    try {
      await recallBalance();
      return;
    } catch (error) {
      last = error;
      if (error instanceof ApiError && error.kind === 'session-expired') break;
    }
  }
  throw last;
}

export interface RecallBalanceState {
  /** Recalls everything to the main wallet (with retries) and refreshes the header balance; rejects with the last ApiError. */
  recall: () => Promise<void>;
  /** True while a recall is out. */
  recalling: boolean;
  /** The last recall's failure, cleared when the next one starts. */
  error: ApiError | undefined;
}

/**
 * The "Recall balance" action: `recall()` runs `recallAllBalances(attempts)` and, whatever the outcome, refreshes
 * WALLET_BALANCE_KEY (a failed attempt may still have moved some wallets). A second call while one is out joins it.
 */
export function useRecallBalance(attempts = 3): RecallBalanceState {
  const { mutate } = useSWRConfig();
  const [recalling, setRecalling] = useState(false);
  const [error, setError] = useState<ApiError | undefined>(undefined);
  const pending = useRef<Promise<void> | null>(null);

  const recall = useCallback(() => {
    if (pending.current) return pending.current;
    setRecalling(true);
    setError(undefined);
    const run = recallAllBalances(attempts)
      .catch((reason: unknown) => {
        setError(reason instanceof ApiError ? reason : new ApiError('http', 'unknown_error', { cause: reason }));
        throw reason;
      })
      .finally(() => {
        pending.current = null;
        setRecalling(false);
        void mutate(WALLET_BALANCE_KEY);
      });
    pending.current = run;
    return run;
  }, [attempts, mutate]);

  return { recall, recalling, error };
}
