import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './support';

export interface SignedIn {
  account: string;
}

/**
 * Signs the page in as a fresh copy of a seeded login (`POST /__sandbox/clone`): browser tests run side by side against
 * one sandbox, and each moves its own money. The token goes where the site keeps it (sessionStorage), as after a login.
 */
export async function signInAsCopyOf(page: Page, request: APIRequestContext, from: string, merchant = 'luckystar'): Promise<SignedIn> {
  const clone = (await (await request.post('/__sandbox/clone', { data: { from } })).json()) as { account: string; password: string };
  const response = await request.post('/wps/session/login', {
    headers: { Merchant: merchant, Device: 'web', Language: 'EN' },
    data: { username: clone.account, password: clone.password, type: 'username' },
  });
  const json = (await response.json()) as { success: boolean; value: { token: string } };
  expect(json.success, `sandbox login of ${clone.account}`).toBe(true);
  await page.addInitScript((token) => sessionStorage.setItem('token', token), json.value.token);
  return { account: clone.account };
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
