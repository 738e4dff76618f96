import { useLayoutEffect, useRef, useState } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { usePopups } from '@/lib/popups';
import { forgetLogin, rememberLogin } from '@/lib/session-cookie';
import { useMerchant } from '@/merchant';
import { fetchCaptcha } from '../api/captcha';
import { login } from '../api/login';
import { fetchMemberInfo } from '../api/member-info';
import { IdentityError } from '../identity/types';
import { loginMachine, type LoginInput } from '../login.machine';
import type { LoginMethod } from '../types';
import { useAuthEffects } from './use-auth-effects';
import type { PhoneVerification } from './use-phone-verification';

export interface LoginFlowOptions {
  /** The machine's input: method, variant, flags and role types. */
  input: LoginInput;
  /** Whether the person ticked "remember me" for the method they signed in with. */
  remembers(method: LoginMethod): boolean;
  /** Closes the surface the flow runs in (a popup); a page has nothing to close. */
  onClose?(): void;
  /** The third-party phone verification (THIRDPARTYPHONE3), when on. */
  phone?: PhoneVerification | null;
}

/**
 * The login machine wired to the site: the calls, the session effects, remember-me and the popups. Made once per
 * surface; its actions read the latest callbacks through a ref only when they run, after render.
 */
export function useLoginFlow({ input, remembers, onClose, phone = null }: LoginFlowOptions) {
  const effects = useAuthEffects();
  const popups = usePopups();
  const { identity } = useMerchant();
  const live = useRef({ effects, popups, remembers, onClose, phone, identity });
  useLayoutEffect(() => {
    live.current = { effects, popups, remembers, onClose, phone, identity };
  });
  // oxlint-disable-next-line react/refs
  const [machine] = useState(() =>
    loginMachine.provide({
      actors: {
        login: fromPromise(({ input: request }) => login(request)),
        loadMember: fromPromise(() => fetchMemberInfo()),
        loadLoginInfo: fromPromise(() => live.current.effects.loadLoginInfo()),
        loadCaptcha: fromPromise(() => fetchCaptcha()),
        verifyPhone: fromPromise(({ input: check }) => {
          const verification = live.current.phone;
          if (!verification) return Promise.reject(new IdentityError('auth/operation-not-allowed'));
          return verification.confirm(check);
        }),
        // The provider adapters (and their SDKs) load on the first click, never with the page.
        providerSignIn: fromPromise(async ({ input: { provider } }) =>
          (await import('../identity/providers')).signInWith(provider, live.current.identity),
        ),
      },
      actions: {
        saveToken: (_, { token }) => live.current.effects.saveToken(token),
        setMember: (_, { member }) => live.current.effects.setMember(member),
        firstTimeLogin: () => live.current.effects.firstTimeLogin(),
        remember: (_, { username, method }) => {
          if (live.current.remembers(method)) rememberLogin({ username, method });
          else forgetLogin();
        },
        close: () => live.current.onClose?.(),
        openChangePassword: () => live.current.popups.open('changePassword', { forced: true }),
        flagAfterLoginPopup: () => live.current.effects.flagAfterLoginPopup(),
        navigate: (_, { to }) => live.current.effects.navigate(to),
        clearSession: () => live.current.effects.clearSession(),
      },
    }),
  );
  return useMachine(machine, { input });
}
