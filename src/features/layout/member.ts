import { useMember } from '@/lib/member';

/** The signed-in member's account name, or null for a visitor. */
export function useMemberAccount(): string | null {
  return useMember().member?.account ?? null;
}
