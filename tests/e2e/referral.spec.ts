import type { Browser, Page } from '@playwright/test';
import { captchaAnswer, signInDialog, withoutAnnouncementPopups } from './auth-support';
import { headerBalance, signInAsCopyOf } from './member-support';
import { expect, expectNoAxeViolations, scaled, t, test } from './support';

test.describe.configure({ timeout: scaled(120_000) });

/** A visitor's page in a fresh context (its own session), without the announcement popup. */
async function visitorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() => {
    for (const audience of ['anonymous', 'member']) sessionStorage.setItem(`announcement-closed:${audience}`, '1');
  });
  await withoutAnnouncementPopups(page);
  return page;
}

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
const pesos = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
/** The header's main-wallet balance in minor units. */
async function balance(page: Page): Promise<number> {
  await expect(headerBalance(page)).toBeVisible();
  return pesos((await headerBalance(page).getAttribute('aria-label')) ?? (await headerBalance(page).textContent()) ?? '');
}

test.describe('Invite friends', () => {
  test('a member copies the invite link, a friend registers through it and shows in the invitee report, and its reward reaches the wallet; axe clean', async ({ page, request, browser, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const { account } = await signInAsCopyOf(page, request, 'member01');
    await page.goto('/');
    await page.getByRole('navigation').getByRole('link', { name: t('nav_invite') }).click();
    await expect(page).toHaveURL(/\/join$/);
    await expect(page.getByRole('heading', { level: 1, name: t('ref_title') })).toBeVisible();
    const invite = page.getByRole('region', { name: t('ref_invite_title') });
    await expect(invite.getByRole('img', { name: /^QR code that opens registration/ })).toBeVisible();
    await expectNoAxeViolations(page);

    await invite.getByRole('button', { name: t('ref_copy_link') }).click();
    await expect(page.getByText(t('share_copied')).first()).toBeVisible();
    const url = await clipboard(page);
    expect(url).toMatch(/\/register\?referralCode=RF\w+$/);
    const code = new URL(url).searchParams.get('referralCode')!;
    await invite.getByRole('button', { name: t('ref_copy_code') }).click();
    await expect.poll(() => clipboard(page)).toBe(code);

    // A friend opens the link: the register popup carries the code.
    const visitor = await visitorPage(browser);
    const friend = `rf${Date.now().toString(36)}`;
    await visitor.goto(url);
    const register = visitor.getByRole('dialog', { name: t('auth_register_title') });
    await register.getByRole('textbox', { name: new RegExp(`^${t('form_label_username')}`) }).fill(friend);
    await register.getByLabel(new RegExp(`^${t('form_label_password')}`)).first().fill('Secret123');
    await register.getByLabel(new RegExp(`^${t('form_label_confirmPassword')}`)).fill('Secret123');
    const image = register.getByRole('img', { name: t('form_captcha_image_alt') });
    await register.getByRole('textbox', { name: new RegExp(`^${t('form_label_captcha')}`) }).fill(await captchaAnswer(request, image));
    await register.getByRole('checkbox').check();
    await register.getByRole('button', { name: t('form_submit_register') }).click();
    await expect(visitor.getByRole('banner').getByText(friend)).toBeVisible();
    await visitor.context().close();

    // The member page shows the friend as an invitee, not qualified yet.
    await page.goto('/member/referral?type=N');
    const table = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: t('ref_col_invitee') }) });
    const row = table.getByRole('row').filter({ hasText: friend });
    await expect(row).toContainText(t('ref_status_not_qualified'));
    await expectNoAxeViolations(page);

    // The friend qualifies: the invitation reward goes into the main wallet and shows in the reward records.
    const before = await balance(page);
    const paid = await request.post('/__sandbox/referral/qualify', { data: { account, invitee: friend } });
    expect(paid.ok()).toBe(true);
    await page.goto('/member/referral?tab=rewards');
    await expect(page.getByRole('table').getByRole('row').filter({ hasText: friend }).first()).toContainText(t('ref_income_invitation'));
    await expect.poll(() => balance(page)).toBe(before + 100_00);
  });

  test('a visitor sees the programme and is asked to sign in for the personal parts; axe clean', async ({ page }) => {
    await page.goto('/join');
    await expect(page.getByRole('heading', { level: 1, name: t('ref_title') })).toBeVisible();
    await expect(page.getByRole('region', { name: t('ref_programme_title') }).getByText(/₱100\.00/).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('main').getByRole('button', { name: t('layout_sign_in'), exact: true }).click();
    await expect(signInDialog(page)).toBeVisible();
  });
});
