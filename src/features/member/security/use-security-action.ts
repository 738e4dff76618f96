import { useCallback, useRef, useState } from 'react';
import { toFailure, type FundPasswordFailure } from './fund-password.machine';
import { useRefreshSecurity } from './api/refresh';

/**
 * Runs one security change at a time: `run` is ignored while a call is out (no second submit), a refusal is kept as
 * `failure` for the form to show, and a success refreshes the profile and the items before `onDone`.
 */
export function useSecurityAction<T>(call: (input: T) => Promise<unknown>, onDone: () => void) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<FundPasswordFailure | null>(null);
  const out = useRef(false);
  const refreshSecurity = useRefreshSecurity();
  const run = useCallback(
    async (input: T) => {
      if (out.current) return;
      out.current = true;
      setBusy(true);
      setFailure(null);
      try {
        await call(input);
        await refreshSecurity();
        onDone();
      } catch (error) {
        setFailure(toFailure(error));
      } finally {
        out.current = false;
        setBusy(false);
      }
    },
    [call, onDone, refreshSecurity],
  );
  return { busy, failure, run, clear: () => setFailure(null) };
}
