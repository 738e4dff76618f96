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

  it('tells the answer of each issued image, whichever was issued last, and nothing for another image', async () => {
    const image = async () => ((await (await fetch('http://localhost/wps/captcha', { headers: { Merchant: 'luckystar' } })).json()) as { value: string }).value;
    const answerFor = (body: unknown) =>
      fetch('http://localhost/__sandbox/captcha-answer', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    const first = await image();
    await image();
    const last = (await (await fetch('http://localhost/__sandbox/last-captcha')).json()) as { captcha: string };
    const answer = (await (await answerFor({ image: `data:image/png;base64,${first}` })).json()) as { captcha: string };
    expect(answer.captcha).toMatch(/^\d{4}$/);
    expect(answer.captcha).not.toBe(last.captcha);
    expect((await answerFor({ image: btoa('not a captcha') })).status).toBe(404);
  });
});
