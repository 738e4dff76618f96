import { beforeEach, describe, expect, it } from 'vitest';
import { resetStore, SLIDER_TOLERANCE } from '../../../sandbox/store';
import { call, login } from './helpers';

beforeEach(() => resetStore());

async function challenge() {
  const { json } = await call<{ id: string; target: number }>('/wps/captcha/slider');
  return json.value;
}

describe('Sandbox slider captcha', () => {
  it('hands out a new puzzle each time, its notch inside the track', async () => {
    const first = await challenge();
    const second = await challenge();
    expect(first.id).not.toBe(second.id);
    for (const { target } of [first, second]) {
      expect(target).toBeGreaterThanOrEqual(0);
      expect(target).toBeLessThanOrEqual(100);
    }
  });

  it('signs in when the piece was released on the notch', async () => {
    const { id, target } = await challenge();
    const { json } = await login('member01', 'Passw0rd!', { sliderToken: id, sliderPosition: target + SLIDER_TOLERANCE });
    expect(json.success).toBe(true);
    expect(json.value.token).toBeTruthy();
  });

  it('refuses a piece released off the notch, a made-up challenge and a challenge used twice', async () => {
    const missed = await challenge();
    const off = await login('member01', 'Passw0rd!', { sliderToken: missed.id, sliderPosition: missed.target + SLIDER_TOLERANCE + 1 });
    expect(off.json.message).toBe('slider_captcha_error');

    const forged = await login('member01', 'Passw0rd!', { sliderToken: 'sld-made-up', sliderPosition: 50 });
    expect(forged.json.message).toBe('slider_captcha_error');

    const once = await challenge();
    expect((await login('member01', 'Passw0rd!', { sliderToken: once.id, sliderPosition: once.target })).json.success).toBe(true);
    const again = await login('member01', 'Passw0rd!', { sliderToken: once.id, sliderPosition: once.target });
    expect(again.json.message).toBe('slider_captcha_error');
  });

  it('does not count a failed slider as a wrong password', async () => {
    await login('member01', 'Passw0rd!', { sliderToken: 'sld-made-up', sliderPosition: 50 });
    const { id, target } = await challenge();
    const { json } = await login('member01', 'Passw0rd!', { sliderToken: id, sliderPosition: target });
    expect(json.success).toBe(true);
  });
});
