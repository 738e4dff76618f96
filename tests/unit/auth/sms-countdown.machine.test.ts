import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { countdownSeconds, isValidMobile, smsCountdownMachine } from '@/features/auth/sms-countdown.machine';
import type { SmsResult } from '@/features/auth/types';

function start(options: { send?: () => Promise<SmsResult>; thirdParty?: boolean; requestMs?: number; checksMobile?: boolean } = {}) {
  const clock = new SimulatedClock();
  const sent: { mobile: string; countryDialingCode: string }[] = [];
  let pending: { resolve: (v: SmsResult) => void; reject: (e: unknown) => void } | null = null;
  const machine = smsCountdownMachine.provide({
    actors: {
      sendSms: fromPromise(async ({ input }: { input: { mobile: string; countryDialingCode: string } }) => {
        sent.push(input);
        if (options.send) return options.send();
        return new Promise<SmsResult>((resolve, reject) => { pending = { resolve, reject }; });
      }),
    },
  });
  const actor = createActor(machine, {
    clock,
    input: { thirdParty: options.thirdParty ?? false, now: () => clock.now(), clock, ...(options.checksMobile === false ? { checksMobile: false } : {}) },
  }).start();
  const settle = async (result: SmsResult | Error, requestMs = options.requestMs ?? 0) => {
    await Promise.resolve();
    clock.increment(requestMs);
    const p = pending!;
    if (result instanceof Error) p.reject(result); else p.resolve(result);
    await new Promise((r) => setTimeout(r, 0));
  };
  // The ticker schedules each second from the one before, so time moves a second at a time as it does for a person.
  const advance = (seconds: number) => {
    for (let i = 0; i < seconds; i += 1) clock.increment(1000);
  };
  return { actor, clock, sent, settle, advance };
}

describe('countdownSeconds', () => {
  it('starts at expiredMinutes × 60 seconds', () => expect(countdownSeconds({ expiredMinutes: 2 }, 0)).toBe(120));
  it('defaults to 60 seconds', () => expect(countdownSeconds({}, 0)).toBe(60));
  it('uses 60 seconds with the third-party service', () => expect(countdownSeconds({ expiredMinutes: 5 }, 0, true)).toBe(60));
  it('takes off half the request time', () => expect(countdownSeconds({ expiredMinutes: 1 }, 4000)).toBe(58));
});

describe('isValidMobile', () => {
  it.each(['9171234567', '0912345'])('accepts %s', (m) => expect(isValidMobile(m)).toBe(true));
  it.each(['', '12345', '917-123-4567', 'abcdefghij', '1234567890123456'])('refuses %j', (m) => expect(isValidMobile(m)).toBe(false));
});

describe('smsCountdownMachine', () => {
  it('refuses to send to an invalid mobile number', () => {
    const { actor, sent } = start();
    actor.send({ type: 'SEND', mobile: '12' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toEqual({ message: 'auth_invalid_mobile' });
    expect(sent).toEqual([]);
  });

  it('counts down from the server expiry less half the request time, then allows a resend', async () => {
    const { actor, sent, settle, advance } = start({ requestMs: 2000 });
    actor.send({ type: 'SEND', mobile: '9171234567', countryDialingCode: '63' });
    expect(actor.getSnapshot().value).toBe('sending');
    await settle({ expiredMinutes: 1 });
    expect(actor.getSnapshot().value).toBe('counting');
    expect(actor.getSnapshot().context.remaining).toBe(59);
    advance(1);
    expect(actor.getSnapshot().context.remaining).toBe(58);
    advance(57);
    expect(actor.getSnapshot().context.remaining).toBe(1);
    expect(actor.getSnapshot().value).toBe('counting');
    advance(1);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.remaining).toBe(0);
    expect(sent).toEqual([{ mobile: '9171234567', countryDialingCode: '63' }]);
  });

  it('blocks a second send while the request and the countdown run', async () => {
    const { actor, sent, settle } = start();
    actor.send({ type: 'SEND', mobile: '9171234567' });
    actor.send({ type: 'SEND', mobile: '9171234567' });
    await settle({ expiredMinutes: 1 });
    actor.send({ type: 'SEND', mobile: '9171234567' });
    expect(sent).toHaveLength(1);
    expect(actor.getSnapshot().value).toBe('counting');
  });

  it('sends again after the countdown reset', async () => {
    const { actor, sent, settle, advance } = start();
    actor.send({ type: 'SEND', mobile: '9171234567' });
    await settle({});
    advance(59);
    expect(actor.getSnapshot().value).toBe('counting');
    advance(1);
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'SEND', mobile: '9171234567' });
    expect(actor.getSnapshot().value).toBe('sending');
    expect(sent).toHaveLength(2);
  });

  it('counts 60 seconds with the third-party service', async () => {
    const { actor, settle } = start({ thirdParty: true });
    actor.send({ type: 'SEND', mobile: '9171234567' });
    await settle({ expiredMinutes: 3 });
    expect(actor.getSnapshot().context.remaining).toBe(60);
  });

  it('keeps the server message of a failed request for the warning and allows a retry', async () => {
    const { actor, settle } = start();
    actor.send({ type: 'SEND', mobile: '9171234567' });
    await settle(Object.assign(new Error('phone_too_many_requests'), { kind: 'server' }));
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toEqual({ message: 'phone_too_many_requests' });
    actor.send({ type: 'DISMISS' });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'SEND', mobile: '9171234567' });
    expect(actor.getSnapshot().value).toBe('sending');
  });

  it('starts the wait when the server sent a code itself, blocking a resend until zero', () => {
    const { actor, advance, sent } = start();
    actor.send({ type: 'SENT', result: { expiredMinutes: 1 } });
    expect(actor.getSnapshot().value).toBe('counting');
    expect(actor.getSnapshot().context.remaining).toBe(60);
    actor.send({ type: 'SEND', mobile: '9171234567' });
    expect(sent).toEqual([]);
    advance(60);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('sends to a number the server holds without validating it', async () => {
    const { actor, sent, settle } = start({ checksMobile: false });
    actor.send({ type: 'SEND', mobile: '' });
    expect(actor.getSnapshot().value).toBe('sending');
    await settle({ expiredMinutes: 1 });
    expect(sent).toHaveLength(1);
    expect(actor.getSnapshot().value).toBe('counting');
  });

  it('stops ticking when stopped', async () => {
    const { actor, settle, advance } = start();
    actor.send({ type: 'SEND', mobile: '9171234567' });
    await settle({});
    actor.stop();
    advance(5);
    expect(actor.getSnapshot().context.remaining).toBe(60);
  });
});
