import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchCaptcha } from '../api/captcha';
import { CAPTCHA_REFRESH_MS } from '../login.machine';

/**
 * A captcha image for forms outside the login flow: loaded when enabled; the person's refresh at most once a second,
 * `replace()` at once (the answer was spent by a call).
 */
export function useCaptchaImage(enabled: boolean): { src: string | null; refresh(): void; replace(): void } {
  const [src, setSrc] = useState<string | null>(null);
  const last = useRef(0);
  const load = useCallback((force: boolean) => {
    const now = Date.now();
    if (!force && now - last.current < CAPTCHA_REFRESH_MS) return;
    last.current = now;
    fetchCaptcha().then(setSrc, () => setSrc(null));
  }, []);
  useEffect(() => {
    if (enabled) load(true);
  }, [enabled, load]);
  const refresh = useCallback(() => load(false), [load]);
  const replace = useCallback(() => load(true), [load]);
  return { src, refresh, replace };
}
