/** How many payouts wait for the member's answer, for a badge; undefined while unknown (stand-in while being built). */
export function usePendingConfirmationCount(): number | undefined {
  return undefined;
}
