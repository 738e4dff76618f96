import { useMember } from '@/lib/member';
import { usePaymentConfirmationList } from './api/payment-confirmation-list';

/**
 * How many payouts wait for the member's answer, for a badge (the withdraw page's tab or menu); undefined while
 * unknown or for a visitor. Shares the panel's SWR list, so answering one updates the badge.
 */
export function usePendingConfirmationCount(): number | undefined {
  const { role } = useMember();
  const { data } = usePaymentConfirmationList(role === 'member' || role === 'agent');
  return data?.payouts.filter((p) => p.status === 'AWAITING_CONFIRMATION').length;
}
