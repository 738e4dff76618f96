import { useEffect, useMemo, useRef } from 'react';
import type { PhoneIdentityConfig } from '@/merchant';
import type { PhoneVerifier } from '../identity/phone';

/** The third-party phone verification as the flows call it: send a code, confirm it for an ID token. */
export interface PhoneVerification {
  send: PhoneVerifier['send'];
  confirm: PhoneVerifier['confirm'];
}

/**
 * The third-party phone verification for one popup, or null when it is off. The service's code (and its SDK) loads
 * on the first send, never with the page; the popup's verifier is dropped when the popup closes.
 */
export function usePhoneVerification(config: PhoneIdentityConfig | undefined): PhoneVerification | null {
  const verifier = useRef<{ config: PhoneIdentityConfig; promise: Promise<PhoneVerifier> } | null>(null);
  useEffect(
    () => () => {
      void verifier.current?.promise.then((v) => v.dispose());
      verifier.current = null;
    },
    [],
  );
  return useMemo(() => {
    if (!config) return null;
    const get = () => {
      if (verifier.current?.config !== config) {
        void verifier.current?.promise.then((v) => v.dispose());
        verifier.current = { config, promise: import('../identity/phone').then((m) => m.createPhoneVerifier(config)) };
      }
      return verifier.current.promise;
    };
    return {
      send: async (input) => (await get()).send(input),
      confirm: async (input) => (await get()).confirm(input),
    };
  }, [config]);
}
