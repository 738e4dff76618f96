import { beforeEach, describe, expect, it } from 'vitest';
import { createWebCryptoStrategy } from '@/api/encryption';
import { SANDBOX_PUBLIC_KEY_SPKI } from '../../../sandbox/keys/private-key';
import { findMember, resetStore } from '../../../sandbox/store';

const ORIGIN = 'http://localhost';
const strategy = createWebCryptoStrategy(SANDBOX_PUBLIC_KEY_SPKI);
const HEADERS = { Merchant: 'luckystar', Device: 'web', Language: 'EN' };

async function logIn(username: string): Promise<string> {
  const sealed = await strategy.encrypt(JSON.stringify({ username, password: 'Passw0rd!', type: 'username' }));
  const response = await fetch(`${ORIGIN}/wps/session/login`, {
    method: 'POST',
    headers: { ...HEADERS, 'Content-Type': 'application/json', ...sealed.headers },
    body: JSON.stringify(sealed.body),
  });
  return ((await response.json()) as { value: { token: string } }).value.token;
}

async function transfer(agent: string, body: Record<string, unknown>) {
  const sealed = await strategy.encrypt(JSON.stringify(body));
  const response = await fetch(`${ORIGIN}/wps/agent/transferDownline`, {
    method: 'PUT',
    headers: { ...HEADERS, Authorization: await logIn(agent), 'Content-Type': 'application/json', ...sealed.headers },
    body: JSON.stringify(sealed.body),
  });
  return (await response.json()) as { success: boolean; errorCode?: string | null };
}

async function promote(agent: string, customerName: string) {
  const response = await fetch(`${ORIGIN}/wps/agent/promoteDownlineToAgent`, {
    method: 'PUT',
    headers: { ...HEADERS, Authorization: await logIn(agent), 'Content-Type': 'application/json' },
    body: JSON.stringify({ customerName }),
  });
  return (await response.json()) as { success: boolean; errorCode?: string | null; value?: { type: number } };
}

beforeEach(() => resetStore());

describe('Sandbox transfers to downlines and promotions', () => {
  it('moves money from the agent to any downline of its team, never to someone outside it or a frozen account', async () => {
    const deep = findMember('agent01subxm1')!;
    const before = deep.balances.get(2)!;
    expect(await transfer('agent01', { customerName: 'agent01subxm1', amount: 25.5, password: '246802' })).toMatchObject({ success: true });
    expect(deep.balances.get(2)).toBeCloseTo(before + 25.5, 2);
    expect(findMember('agent01')!.balances.get(2)).toBe(1475);
    expect(await transfer('agent01', { customerName: 'agent41m1', amount: 1, password: '246802' })).toMatchObject({ errorCode: 'downline.not.exists' });
    expect(await transfer('agent01', { customerName: 'agent01m19', amount: 1, password: '246802' })).toMatchObject({ errorCode: 'downline.frozen' });
    expect(await transfer('agent01', { customerName: 'agent01m1', amount: 1, password: '000000' })).toMatchObject({ errorCode: 'invalid.payment.pw' });
    expect(await transfer('agent01', { customerName: 'agent01m1', amount: 99_999, password: '246802' })).toMatchObject({ errorCode: 'balance.insufficient' });
  });

  it('refuses transfers down to agent types 41 and 42, and to members', async () => {
    expect(await transfer('agent41', { customerName: 'agent41m1', amount: 1, password: '246802' })).toMatchObject({ errorCode: 'function.not.available' });
    expect(await transfer('agent42', { customerName: 'agent42m1', amount: 1, password: '246802' })).toMatchObject({ errorCode: 'function.not.available' });
    expect(await transfer('member01', { customerName: 'agent01m1', amount: 1, password: '246802' })).toMatchObject({ errorCode: 'function.not.available' });
  });

  it("promotes only a direct member downline, to the agent's own type, and only for types that may", async () => {
    expect(await promote('agent01', 'agent01m5')).toMatchObject({ success: true, value: { type: 1 } });
    expect(await promote('agent01', 'agent01m5')).toMatchObject({ errorCode: 'downline.already.agent' });
    expect(await promote('agent01', 'agent01subm1')).toMatchObject({ errorCode: 'downline.not.direct' });
    expect(await promote('agent01', 'agent41m1')).toMatchObject({ errorCode: 'downline.not.exists' });
    expect(await promote('agent02', 'agent02m1')).toMatchObject({ errorCode: 'function.not.available' });
    expect(await promote('agent42', 'agent42m1')).toMatchObject({ success: true, value: { type: 42 } });
  });
});
