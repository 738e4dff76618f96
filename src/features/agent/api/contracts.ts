// The consolidated call's reader lives in @/lib (the member's transaction history reads the same contracts).
export * from '@/lib/agent-contracts';
