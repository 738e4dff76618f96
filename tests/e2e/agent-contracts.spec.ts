import type { APIRequestContext, Page } from '@playwright/test';
import { solveSlider } from './auth-support';
import { expect, expectNoAxeViolations, scaled, t, test } from './support';

test.describe.configure({ timeout: scaled(90_000) });

/** Signs the page in as a seeded agent through the sandbox (the token where the site keeps it). */
async function signInAs(page: Page, request: APIRequestContext, account: string) {
  const response = await request.post('/wps/session/login', {
    headers: { Merchant: 'luckystar', Device: 'web', Language: 'EN' },
    data: { username: account, password: 'Passw0rd!', type: 'username' },
  });
  const json = (await response.json()) as { success: boolean; value: { token: string } };
  expect(json.success, `sandbox login of ${account}`).toBe(true);
  await page.addInitScript((token) => sessionStorage.setItem('token', token), json.value.token);
}

/** A copy of a seeded agent with its contracts and waiting requests (and its contract-holding downlines): each run answers its own. */
async function cloneWithContracts(request: APIRequestContext, from: string) {
  const response = await request.post('/__sandbox/contracts/clone', { data: { from } });
  return (await response.json()) as { account: string; password: string; below: string[] };
}

async function sandboxContracts(request: APIRequestContext, account: string) {
  const response = await request.get(`/__sandbox/contracts/${account}`);
  return (await response.json()) as { contracts: { contractType: string; status: string; upline: string | null; maxRate: number }[] };
}

test.describe('Agent contracts', () => {
  test("an offer below a downline's rate asks the SPEC consent, then terminates that downline's contract", async ({ page, request }) => {
    const sub = await cloneWithContracts(request, 'agent01sub');
    const [subx] = sub.below;
    await signInAs(page, request, 'agent01');
    await page.goto('/agentHome/agentDividendRecord2');
    await expect(page.getByRole('heading', { level: 1, name: 'Dividend' })).toBeVisible();
    await page.getByRole('button', { name: `Make an offer to ${sub.account}` }).click();
    const form = page.getByRole('dialog', { name: `Offer a dividend contract to ${sub.account}` });
    const rates = form.getByRole('textbox', { name: 'Rate (%)' });
    for (const [i, value] of ['8', '14', '20'].entries()) await rates.nth(i).fill(value);
    await form.getByRole('button', { name: 'Send offer' }).click();

    const consent = page.getByRole('dialog', { name: 'A downline has a higher rate' });
    await expect(consent.getByText("There is a downline with a higher rate than the new contract; if you agree, the downline's contract is terminated.")).toBeVisible();
    await expect(consent.getByText(subx!)).toBeVisible();
    await expect(consent.getByText('highest rate 22%')).toBeVisible();
    await expectNoAxeViolations(page);
    await consent.getByRole('checkbox', { name: /I agree/ }).check();
    await consent.getByRole('button', { name: 'Agree and send' }).click();

    await expect(page.getByText(`Your dividend contract offer was sent to ${sub.account}. Contracts terminated: ${subx}.`)).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(`^${sub.account} .*Offer waiting for an answer \\(up to 20%\\)`) })).toBeVisible();
    const dividend = (await sandboxContracts(request, subx!)).contracts.find((c) => c.contractType === 'DIVIDEND');
    expect(dividend?.status).toBe('TERMINATED');
  });

  test('agent02 signs in, the contract popup offers the dividend contract, and accepting it opens the dividend page', async ({ page, request }) => {
    const agent = await cloneWithContracts(request, 'agent02');
    await page.goto('/agentLogin');
    const form = page.getByRole('form', { name: t('auth_agent_login_title') });
    await form.getByRole('textbox', { name: t('form_label_username') }).fill(agent.account);
    await form.getByLabel(t('form_label_password'), { exact: true }).fill(agent.password);
    await solveSlider(page);
    await form.getByRole('button', { name: t('form_submit_login'), exact: true }).click();
    await expect(page).toHaveURL(/\/agentHome/);

    const popup = page.getByRole('dialog', { name: 'Contract requests' });
    const offer = popup.getByRole('article', { name: 'New dividend contract from agent01' });
    await expect(offer.getByRole('table', { name: 'Tiers of the offered dividend contract' })).toBeVisible();
    await expectNoAxeViolations(page);
    const menu = page.getByRole('navigation', { name: 'Agent centre' });
    await expect(menu.getByRole('link', { name: 'Dividend' })).toHaveCount(0);
    await offer.getByRole('button', { name: 'Accept' }).click();

    await expect(popup).toBeHidden();
    await expect(page.getByText('You accepted the dividend contract from agent01.')).toBeVisible();
    await menu.getByRole('link', { name: 'Dividend' }).click();
    const own = page.getByRole('region', { name: 'My dividend contract' });
    await expect(own.getByText('Weekly')).toBeVisible();
    await expect(own.getByText('agent01', { exact: true })).toBeVisible();
    expect((await sandboxContracts(request, agent.account)).contracts.find((c) => c.contractType === 'DIVIDEND')).toMatchObject({ status: 'ACTIVE', upline: 'agent01', maxRate: 15 });
  });

  test('the four contract pages pass axe with their contract, records and downlines (real-time counting down)', async ({ page, request }) => {
    await signInAs(page, request, 'agent01');
    for (const [path, name] of [
      ['agentDividendRecord2', 'Dividend'],
      ['agentDailyWages2', 'Daily salary'],
      ['agentHourSalary', 'Hourly salary'],
      ['agentRealtimeSalary', 'Real-time salary'],
    ] as const) {
      await page.goto(`/agentHome/${path}`);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(page.getByRole('region', { name: /^My / }).getByRole('table', { name: /^Tiers of my / })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Records' }).getByText(/Paid|No tier reached|Pending/).first()).toBeVisible({ timeout: 30_000 });
      if (path === 'agentRealtimeSalary') await expect(page.getByRole('timer', { name: /^Next settlement at / })).toHaveText(/^0[0-4]:\d\d$|^05:00$/);
      await expectNoAxeViolations(page);
    }
  });
});
