import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { session } from '@/api';
import { useMerchant } from '@/merchant';
import type { Member } from './system-types';

export type { Member } from './system-types';

/** Who is using the site (SPEC §6): a visitor, a member, an agent or a trial (free-play) account. */
export type Role = 'anonymous' | 'member' | 'agent' | 'trial';

/** The role of a member by the brand's agent and trial type lists; trial wins when a type is in both. */
export function roleOf(member: Member | null, types: { agentTypes: number[]; trialTypes: number[] }): Role {
  if (!member) return 'anonymous';
  if (types.trialTypes.includes(member.type)) return 'trial';
  if (types.agentTypes.includes(member.type)) return 'agent';
  return 'member';
}

interface MemberState {
  member: Member | null;
  setMember: (member: Member | null) => void;
}

const MemberContext = createContext<MemberState | null>(null);

export interface MemberProviderProps {
  /** The member loaded at start-up (null for a visitor). */
  member: Member | null;
  children: ReactNode;
}

/** Holds the signed-in member; an expired session (the API's `session.onExpired`) signs them out. */
export function MemberProvider({ member: initial, children }: MemberProviderProps) {
  const [member, setMember] = useState<Member | null>(initial);
  const [seen, setSeen] = useState(initial);
  // A new start-up result (e.g. after a status retry) replaces what is held.
  if (seen !== initial) {
    setSeen(initial);
    setMember(initial);
  }
  useEffect(() => session.onExpired(() => setMember(null)), []);
  const value = useMemo(() => ({ member, setMember }), [member]);
  return <MemberContext.Provider value={value}>{children}</MemberContext.Provider>;
}

/** The member (or null), their role, and a setter for sign-in and sign-out flows. */
export function useMember(): MemberState & { role: Role } {
  const state = useContext(MemberContext);
  const merchant = useMerchant();
  if (!state) throw new Error('useMember needs a MemberProvider');
  return { ...state, role: roleOf(state.member, merchant) };
}
