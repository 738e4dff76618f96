import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './support';

export interface SignedIn {
  account: string;
}

/** Signs the page in with a login and password through the sandbox: the token goes where the site keeps it (sessionStorage), as after a login. */
export async function signInWith(page: Page, request: APIRequestContext, account: string, password: string, merchant = 'luckystar'): Promise<void> {
  const response = await request.post('/wps/session/login', {
    headers: { Merchant: merchant, Device: 'web', Language: 'EN' },
    data: { username: account, password, type: 'username' },
  });
  const json = (await response.json()) as { success: boolean; value: { token: string } };
  expect(json.success, `sandbox login of ${account}`).toBe(true);
  await page.addInitScript((token) => sessionStorage.setItem('token', token), json.value.token);
}

/**
 * Signs the page in as a fresh copy of a seeded login (`POST /__sandbox/clone`): browser tests run side by side against
 * one sandbox, and each moves its own money.
 */
export async function signInAsCopyOf(page: Page, request: APIRequestContext, from: string, merchant = 'luckystar'): Promise<SignedIn> {
  const clone = (await (await request.post('/__sandbox/clone', { data: { from } })).json()) as { account: string; password: string };
  await signInWith(page, request, clone.account, clone.password, merchant);
  return { account: clone.account };
}

export interface TeamCopy {
  account: string;
  password: string;
  team: { account: string; from: string; upline: string }[];
}

/**
 * Signs the page in as a fresh copy of an agent with a copy of its whole team (`POST /__sandbox/agents/copy-team`):
 * tests that change a team (a transfer, an opened account) or count it while others change theirs each have their own.
 */
export async function signInAsTeamCopyOf(page: Page, request: APIRequestContext, from: string): Promise<TeamCopy> {
  const copy = (await (await request.post('/__sandbox/agents/copy-team', { data: { from } })).json()) as TeamCopy;
  await signInWith(page, request, copy.account, copy.password);
  return copy;
}

/** The balance button in the header ("Refresh balance: ₱1,750.75"). */
export function headerBalance(page: Page) {
  return page.getByRole('button', { name: /^Refresh balance:/ });
}

/** The sandbox's deposits of one login. */
export async function sandboxDeposits(request: APIRequestContext, account: string) {
  const response = await request.get(`/__sandbox/deposits?account=${account}`);
  return ((await response.json()) as { deposits: { depositId: string; status: string; flow: string }[] }).deposits;
}
