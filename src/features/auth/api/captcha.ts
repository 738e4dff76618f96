import { api } from '@/api';

/** The captcha value (base64 PNG, or `{img}` on some builds) as an image source. */
export function captchaSrc(value: unknown): string {
  const raw = typeof value === 'string' ? value : ((value as { img?: unknown } | null)?.img ?? '');
  const text = String(raw);
  return text.startsWith('data:') ? text : `data:image/png;base64,${text}`;
}

/** GET /wps/captcha?t=<ms>: a fresh single-use image every time, never cached (no SWR). */
export async function fetchCaptcha(): Promise<string> {
  return captchaSrc(await api.GET('/wps/captcha', { params: { query: { t: Date.now() } }, cache: 'no-store' }));
}
