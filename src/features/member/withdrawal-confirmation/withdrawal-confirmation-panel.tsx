/** Payouts waiting for the member's answer (stand-in while this area is being built). */
export function WithdrawalConfirmationPanel() {
  return null;
}
