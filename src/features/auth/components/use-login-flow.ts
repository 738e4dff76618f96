import { useLayoutEffect, useRef, useState } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { usePopups } from '@/lib/popups';
import { forgetLogin, rememberLogin } from '@/lib/session-cookie';
import { fetchCaptcha } from '../api/captcha';
import { login } from '../api/login';
import { fetchMemberInfo } from '../api/member-info';
import { loginMachine, type LoginInput } from '../login.machine';
import type { LoginMethod } from '../types';
import { useAuthEffects } from './use-auth-effects';

export interface LoginFlowOptions {
  /** The machine's input: method, variant, flags and role types. */
  input: LoginInput;
  /** Whether the person ticked "remember me" for the method they signed in with. */
  remembers(method: LoginMethod): boolean;
  /** Closes the surface the flow runs in (a popup); a page has nothing to close. */
  onClose?(): void;
}

/**
 * The login machine wired to the site: the calls, the session effects, remember-me and the popups. Made once per
 * surface; its actions read the latest callbacks through a ref only when they run, after render.
 */
export function useLoginFlow({ input, remembers, onClose }: LoginFlowOptions) {
  const effects = useAuthEffects();
  const popups = usePopups();
  const live = useRef({ effects, popups, remembers, onClose });
  useLayoutEffect(() => {
    live.current = { effects, popups, remembers, onClose };
  });
  // oxlint-disable-next-line react/refs
  const [machine] = useState(() =>
    loginMachine.provide({
      actors: {
        login: fromPromise(({ input: request }) => login(request)),
        loadMember: fromPromise(() => fetchMemberInfo()),
        loadLoginInfo: fromPromise(() => live.current.effects.loadLoginInfo()),
        loadCaptcha: fromPromise(() => fetchCaptcha()),
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
