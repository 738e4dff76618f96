import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { session } from '@/api';
import { useMember } from '@/lib/member';
import { WALLET_BALANCE_KEY } from '@/lib/wallet-balance';
import type { Member } from '../types';

/** sessionStorage flag the announcement popup reads: show the logged-in popups (execution A) once. */
export const AFTER_LOGIN_POPUP_KEY = 'afterLoginPopup';
/** sessionStorage flag of a first login: the announcement popup also shows execution F. */
export const FIRST_LOGIN_KEY = 'firstTimeLogin';

/** The side effects every sign-in flow shares: token, member, login info, flags, navigation. */
export function useAuthEffects() {
  const { setMember } = useMember();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  return useMemo(
    () => ({
      saveToken: (token: string) => session.setToken(token),
      setMember: (member: Member | null) => setMember(member),
      clearSession: () => session.clear(),
      /** Login info: the balance and anything keyed on the session is fetched again. */
      loadLoginInfo: () => mutate(WALLET_BALANCE_KEY),
      flagAfterLoginPopup: () => sessionStorage.setItem(AFTER_LOGIN_POPUP_KEY, '1'),
      firstTimeLogin: () => sessionStorage.setItem(FIRST_LOGIN_KEY, '1'),
      navigate: (to: string) => void navigate(to),
    }),
    [setMember, navigate, mutate],
  );
}
