import type { Browser, Page } from '@playwright/test';
import { captchaAnswer, signInDialog, solveSlider, withoutAnnouncementPopups } from './auth-support';
import { expect, expectNoAxeViolations, scaled, t, test } from './support';
import { signInAsTeamCopyOf, signInWith } from './member-support';

test.describe.configure({ timeout: scaled(90_000) });

const PAGE = '/agentHome/registerCenter';

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

test.describe('Open account and referral links', () => {
  test('agent01 opens a member account, copies its details, and the account signs in; axe clean', async ({ page, request, browser, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // A copy of agent01 and its team: the opened account joins the copy's team, not the one other tests count.
    await signInAsTeamCopyOf(page, request, 'agent01');
    const username = `oa${Date.now().toString(36)}`;
    await page.goto(PAGE);
    await expect(page.getByRole('heading', { level: 1, name: t('agent_page_registerCenter') })).toBeVisible();
    const form = page.getByRole('form', { name: t('agreg_open_form') });
    await expect(form.getByRole('textbox', { name: new RegExp(`^${t('form_label_username')}`) })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('radio', { name: t('agreg_type_member') }).check();
    await form.getByRole('textbox', { name: new RegExp(`^${t('form_label_username')}`) }).fill(username);
    await form.getByLabel(new RegExp(`^${t('form_label_password')}`)).first().fill('Secret123');
    await form.getByLabel(new RegExp(`^${t('form_label_confirmPassword')}`)).fill('Secret123');
    await form.getByRole('button', { name: t('agreg_open_submit') }).click();

    const done = page.getByRole('heading', { name: `Account ${username} is open` });
    await expect(done).toBeFocused();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: `Copy ${t('agreg_created_username')}` }).click();
    await expect(page.getByText(t('share_copied')).first()).toBeVisible();
    expect(await clipboard(page)).toBe(username);
    await page.getByRole('button', { name: `Copy ${t('agreg_created_password')}` }).click();
    await expect.poll(() => clipboard(page)).toBe('Secret123');

    // The new account signs in through the site's own sign-in popup.
    const visitor = await visitorPage(browser);
    await visitor.goto('/');
    const banner = visitor.getByRole('banner');
    const more = banner.getByRole('button', { name: t('layout_sign_in_more') });
    if (await more.isVisible()) await more.click();
    else await banner.getByRole('button', { name: t('layout_sign_in'), exact: true }).click();
    const dialog = signInDialog(visitor);
    await dialog.getByRole('textbox', { name: t('form_label_username') }).fill(username);
    await dialog.getByLabel(t('form_label_password'), { exact: true }).fill('Secret123');
    await solveSlider(visitor);
    await dialog.getByRole('button', { name: t('form_submit_login'), exact: true }).click();
    await expect(banner.getByText(username)).toBeVisible();
    await visitor.context().close();
  });

  test('agent01 creates a referral link, copies it and its code, saves its QR, someone registers through it, then it is deleted; axe clean', async ({ page, request, browser, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // agent01 itself, for its two seeded links.
    await signInWith(page, request, 'agent01', 'Passw0rd!');
    await page.goto(`${PAGE}?tab=links`);
    const list = page.getByRole('list', { name: t('agreg_links_list') });
    await expect(list).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: t('agreg_link_create') }).click();
    const create = page.getByRole('dialog', { name: t('agreg_link_create_title') });
    await create.getByRole('radio', { name: t('agreg_type_member') }).check();
    await create.getByRole('radio', { name: '7 days' }).check();
    await create.getByLabel(`${t('nav_rng')} (%)`).fill('1');
    await expectNoAxeViolations(page);
    await create.getByRole('button', { name: t('agreg_link_create') }).click();
    await expect(create).toBeHidden();
    const toast = page.getByText(/^Link LK\w+ created$/);
    await expect(toast).toBeVisible();
    const code = (await toast.textContent())!.replace(/^Link (\w+) created$/, '$1');
    const card = list.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Link ${code}` }) });
    await expect(card.getByText(t('agreg_link_registered')).locator('xpath=following-sibling::dd')).toHaveText('0');

    await card.getByRole('button', { name: `Copy link ${code}` }).click();
    const url = await clipboard(page);
    expect(url).toMatch(new RegExp(`/register\\?affiliateCode=${code}$`));
    await card.getByRole('button', { name: `Copy code ${code}` }).click();
    await expect.poll(() => clipboard(page)).toBe(code);

    await card.getByRole('button', { name: `QR code of link ${code}` }).click();
    const qr = page.getByRole('dialog', { name: `QR code of link ${code}` });
    await expect(qr.getByRole('img', { name: new RegExp(code) })).toBeVisible();
    await expectNoAxeViolations(page);
    const saved = page.waitForEvent('download');
    await qr.getByRole('button', { name: t('share_qr_download') }).click();
    expect((await saved).suggestedFilename()).toBe(`referral-${code}.png`);
    await qr.getByRole('button', { name: t('btn_close') }).click();

    // A visitor opens the link: the register popup carries the code, and the new member lands below agent01.
    const visitor = await visitorPage(browser);
    const member = `rl${Date.now().toString(36)}`;
    await visitor.goto(url);
    const register = visitor.getByRole('dialog', { name: t('auth_register_title') });
    await register.getByRole('textbox', { name: new RegExp(`^${t('form_label_username')}`) }).fill(member);
    await register.getByLabel(new RegExp(`^${t('form_label_password')}`)).first().fill('Secret123');
    await register.getByLabel(new RegExp(`^${t('form_label_confirmPassword')}`)).fill('Secret123');
    const image = register.getByRole('img', { name: t('form_captcha_image_alt') });
    await register.getByRole('textbox', { name: new RegExp(`^${t('form_label_captcha')}`) }).fill(await captchaAnswer(request, image));
    await register.getByRole('checkbox').check();
    await register.getByRole('button', { name: t('form_submit_register') }).click();
    await expect(visitor.getByRole('banner').getByText(member)).toBeVisible();
    await visitor.context().close();

    await page.reload();
    await expect(card.getByText(t('agreg_link_registered')).locator('xpath=following-sibling::dd')).toHaveText('1');
    await card.getByRole('button', { name: `Registered accounts of link ${code}` }).click();
    await expect(page).toHaveURL(/tab=members&link=\d+/);
    const table = page.getByRole('table');
    await expect(table.getByRole('rowheader', { name: member })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('tab', { name: t('agreg_tab_links') }).click();
    await card.getByRole('button', { name: `Delete link ${code}` }).click();
    const confirm = page.getByRole('dialog', { name: `Delete link ${code}?` });
    await expect(confirm).toContainText('The 1 accounts already registered through it stay in your team.');
    await confirm.getByRole('button', { name: t('agreg_link_delete_confirm') }).click();
    await expect(page.getByText(`Link ${code} deleted`)).toBeVisible();
    await expect(list.getByRole('heading', { name: `Link ${code}` })).toHaveCount(0);
  });
});
