/**
 * Withdrawal confirmation (SPEC §4): C2C payouts waiting for the member's answer. No menu page of its own; the
 * withdraw page shows the panel and a badge shows the count.
 */
export { WithdrawalConfirmationPanel } from './withdrawal-confirmation-panel';
export { usePendingConfirmationCount } from './use-pending-confirmation-count';
