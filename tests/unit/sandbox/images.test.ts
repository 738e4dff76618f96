import { describe, expect, it } from 'vitest';
import { captchaPng } from '../../../sandbox/images';
import { call } from './helpers';

describe('Sandbox images', () => {
  it('draws the captcha as a real PNG', () => {
    const png = captchaPng('4821', 4821);
    expect(Array.from(png.slice(0, 8))).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
    expect(new TextDecoder().decode(png.slice(12, 16))).toBe('IHDR');
    expect(png.length).toBeLessThan(20_000);
  });

  it('returns the captcha image as base64 PNG and never lets it be cached', async () => {
    const response = await fetch('http://localhost/wps/captcha', { headers: { Merchant: 'luckystar' } });
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const { value } = (await response.json()) as { value: string };
    expect(atob(value).slice(1, 4)).toBe('PNG');
  });

  it('gives different captcha answers on each request', async () => {
    await call('/wps/captcha');
    const first = (await (await fetch('http://localhost/__sandbox/last-captcha')).json()) as { captcha: string };
    await call('/wps/captcha');
    const second = (await (await fetch('http://localhost/__sandbox/last-captcha')).json()) as { captcha: string };
    expect(first.captcha).toMatch(/^\d{4}$/);
    expect(second.captcha).not.toBe(first.captcha);
  });
});
