/**
 * Withdrawal confirmation (SPEC §4): C2C payouts waiting for the member's answer. No menu page of its own; the
 * withdraw page shows the panel and a badge shows the count.
 */
export { WithdrawalConfirmationPanel, type WithdrawalConfirmationPanelProps } from './components/withdrawal-confirmation-panel';
export { usePendingConfirmationCount } from './use-pending-confirmation-count';
export { PAYMENT_CONFIRMATION_LIST_KEY } from './api/payment-confirmation-list';
