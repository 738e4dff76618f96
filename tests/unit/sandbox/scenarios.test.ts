import { afterEach, describe, expect, it } from 'vitest';
import { applyScenario } from '../../../sandbox/node';
import { BLOCKED_IP, SCENARIO_HEADER, setDefaultScenario } from '../../../sandbox/scenarios';
import { resetStore } from '../../../sandbox/store';
import { call, login } from './helpers';

type Status = { maintenance: boolean; regionRestriction: boolean; location: { ip: string } };
const status = () => call<Status>('/wps/system/status?host=localhost');
const domains = async () =>
  (await call<{ domainList: { domainName: string }[] }>('/wps/system/domainRoute?device=1')).json.value.domainList.map((d) => d.domainName);

describe('Sandbox scenarios', () => {
  afterEach(() => {
    setDefaultScenario('normal');
    resetStore();
  });

  it('normal: open, not blocked, and the domain list holds the current host', async () => {
    const { json } = await status();
    expect(json.value).toMatchObject({ maintenance: false, regionRestriction: false });
    expect(await domains()).toContain('localhost');
  });

  it('maintenance: the status call says maintenance', async () => {
    applyScenario('maintenance');
    expect((await status()).json.value).toMatchObject({ maintenance: true, regionRestriction: false });
  });

  it('region-blocked: the status call says restricted and gives the visitor IP', async () => {
    applyScenario('region-blocked');
    const { json } = await status();
    expect(json.value).toMatchObject({ maintenance: false, regionRestriction: true });
    expect(json.value.location.ip).toBe(BLOCKED_IP);
  });

  it('domain-error: the domain list leaves out the current host', async () => {
    applyScenario('domain-error');
    const list = await domains();
    expect(list.length).toBeGreaterThan(0);
    expect(list).not.toContain('localhost');
  });

  it('api-offline: calls fail as network errors', async () => {
    applyScenario('api-offline');
    await expect(status()).rejects.toThrow(TypeError);
  });

  it('slow: calls answer after about two seconds', async () => {
    applyScenario('slow');
    const started = performance.now();
    const { json } = await status();
    expect(json.success).toBe(true);
    expect(performance.now() - started).toBeGreaterThanOrEqual(1900);
  });

  it('captcha-required: even a first login needs the captcha', async () => {
    applyScenario('captcha-required');
    const { json } = await login('member01', 'Passw0rd!');
    expect(json.success).toBe(false);
    expect(json.value.captcha).toBe(true);
  });

  it('sms-rate-limited: sms code requests are refused', async () => {
    applyScenario('sms-rate-limited');
    const { json } = await call('/wps/verification/sms/noLogin', { body: { mobileNum: '9171234567', countryDialingCode: '63' } });
    expect(json.success).toBe(false);
    expect(json.message).toBe('phone_too_many_requests');
  });

  it('follows the scenario header of a request', async () => {
    const { json } = await call<Status>('/wps/system/status', { headers: { [SCENARIO_HEADER]: 'maintenance' } });
    expect(json.value.maintenance).toBe(true);
  });

  it('switches the process default through the control endpoint', async () => {
    const set = await fetch('http://localhost/__sandbox/scenario', { method: 'POST', body: JSON.stringify({ name: 'region-blocked' }) });
    expect(set.status).toBe(200);
    const state = (await (await fetch('http://localhost/__sandbox/state')).json()) as { scenario: string };
    expect(state.scenario).toBe('region-blocked');
    expect((await status()).json.value.regionRestriction).toBe(true);
    await fetch('http://localhost/__sandbox/reset', { method: 'POST' });
    expect((await status()).json.value.regionRestriction).toBe(false);
  });

  it('rejects an unknown scenario name', async () => {
    const set = await fetch('http://localhost/__sandbox/scenario', { method: 'POST', body: JSON.stringify({ name: 'nope' }) });
    expect(set.status).toBe(400);
    expect(() => applyScenario('nope')).toThrow(/Unknown sandbox scenario/);
  });
});
