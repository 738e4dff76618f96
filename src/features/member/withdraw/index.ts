/** Withdraw and bank cards: the member's withdrawal flow, card list, card binding and deletion. */
export { WithdrawPage } from './components/withdraw-page';
export type { WithdrawPageProps, WithdrawTab } from './components/withdraw-page';
export { withdrawMachine } from './withdraw.machine';
