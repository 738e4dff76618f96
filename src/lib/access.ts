import { useCallback } from 'react';
import { useMember, type Role } from './member';
import { usePopups } from './popups';

export interface RealAccountOptions {
  /** The action is allowed in free trial (a free-play game): trial accounts may go on. */
  freeTrial?: boolean;
}

/** Checks other features run before an action (SPEC §4 "Checking login for an action"). */
export interface Access {
  role: Role;
  /** A visitor gets the sign-in popup and false; anyone signed in gets true. */
  requireMember(): boolean;
  /** Like requireMember, and a trial account gets the in_need_true_account dialog (unless `freeTrial`). */
  requireRealAccount(options?: RealAccountOptions): boolean;
}

/** Who is signed in and the two checks: `if (!access.requireRealAccount()) return;`. */
export function useAccess(): Access {
  const { role } = useMember();
  const { open } = usePopups();
  const requireMember = useCallback(() => {
    if (role !== 'anonymous') return true;
    open('login');
    return false;
  }, [role, open]);
  const requireRealAccount = useCallback(
    (options: RealAccountOptions = {}) => {
      if (!requireMember()) return false;
      if (role === 'trial' && !options.freeTrial) {
        open('needTrueAccount');
        return false;
      }
      return true;
    },
    [role, open, requireMember],
  );
  return { role, requireMember, requireRealAccount };
}
