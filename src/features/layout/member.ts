/** The signed-in member's account name, or null for a visitor. One place that knows where the member comes from. */
export function useMemberAccount(): string | null {
  return null;
}
