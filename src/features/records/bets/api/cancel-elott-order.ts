import { useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { api, ApiError } from '@/api';
import type { components } from '@/api/schema.gen';
import { revalidateReports } from '@/lib/report-cache';
import { WALLET_BALANCE_KEY } from '@/lib/wallet-balance';

export type CancelElottOrderResult = components['schemas']['CancelElottOrderResult'];

/** POST ODSFE2_cancelElottOrder (designed): cancels a lottery order waiting for its draw; the stake returns. */
export function cancelElottOrder(orderNo: string): Promise<CancelElottOrderResult> {
  return api.POST('/wps/relay/ODSFE2_cancelElottOrder', { body: { orderNo } });
}

/** The contract's refusals, each with what the member can do next (i18n keys). */
const CANCEL_ERRORS: Record<string, string> = {
  'elott.order.already.settled': 'bets_cancel_err_settled',
  'elott.order.draw.closed': 'bets_cancel_err_draw_closed',
  'elott.order.not.cancellable': 'bets_cancel_err_not_cancellable',
  'elott.order.not.found': 'bets_cancel_err_not_found',
  network_link_abnormal: 'bets_cancel_err_network',
};

/** The i18n key telling the member why a cancel failed and what to do next. */
export function cancelErrorKey(error: unknown): string {
  if (error instanceof ApiError) return CANCEL_ERRORS[error.message] ?? CANCEL_ERRORS[error.code ?? ''] ?? 'bets_cancel_err_other';
  return 'bets_cancel_err_other';
}

export type CancelOutcome = { ok: true; result: CancelElottOrderResult } | { ok: false; errorKey: string };

/**
 * Cancelling a lottery order: one ask at a time (a second click while asking does nothing); whatever the answer, the
 * open records and the header balance are refreshed (a refusal usually means the order moved on).
 */
export function useCancelElottOrder() {
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState(false);
  const asking = useRef(false);
  const cancel = async (orderNo: string): Promise<CancelOutcome | null> => {
    if (asking.current) return null;
    asking.current = true;
    setPending(true);
    try {
      const result = await cancelElottOrder(orderNo);
      return { ok: true, result };
    } catch (error) {
      return { ok: false, errorKey: cancelErrorKey(error) };
    } finally {
      asking.current = false;
      setPending(false);
      void revalidateReports(mutate);
      void mutate(WALLET_BALANCE_KEY);
    }
  };
  return { cancel, pending };
}
