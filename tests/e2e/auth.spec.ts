import type { Page } from '@playwright/test';
import { captchaAnswer, lastSms, signInDialog, solveSlider, withoutAnnouncementPopups } from './auth-support';
import { brands, expect, expectNoAxeViolations, t, test } from './support';

const luckystar = () => brands().find((b) => b.code === 'luckystar')!;
const goldenlotus = () => brands().find((b) => b.code === 'goldenlotus')!;

async function openSignIn(page: Page) {
  // A brand with the header sign-in form offers the popup as "More sign-in options" on wide screens.
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: t('layout_register'), exact: true })).toBeVisible();
  const more = banner.getByRole('button', { name: t('layout_sign_in_more') });
  if (await more.isVisible()) await more.click();
  else await banner.getByRole('button', { name: t('layout_sign_in'), exact: true }).click();
  await expect(signInDialog(page)).toBeVisible();
}

async function signIn(page: Page, username: string, password: string) {
  const dialog = signInDialog(page);
  await dialog.getByRole('textbox', { name: t('form_label_username') }).fill(username);
  await dialog.getByLabel(t('form_label_password'), { exact: true }).fill(password);
  await solveSlider(page);
  await dialog.getByRole('button', { name: t('form_submit_login'), exact: true }).click();
}

async function signOut(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: t('header_sign_out') }).click();
  const confirm = page.getByRole('dialog', { name: t('auth_logout_title') });
  await expect(confirm.getByText(t('in_sure_logout'))).toBeVisible();
  await confirm.getByRole('button', { name: t('auth_logout_confirm') }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: t('layout_sign_in') })).toBeVisible();
}

test.describe('Accounts', () => {
  // No sandbox reset: spec files run in parallel against one preview server, and a reset would end their sessions.
  // Each test uses its own account where it changes state.
  test.beforeEach(async ({ page }) => withoutAnnouncementPopups(page));

  test('register a new member, then sign out and log in with it', async ({ page, request }) => {
    const username = `e2e${Date.now().toString(36)}`;
    await page.goto(luckystar().url);
    await page.getByRole('banner').getByRole('button', { name: t('layout_register') }).click();
    const dialog = page.getByRole('dialog', { name: t('auth_register_title') });
    // axe looks at the open form, not at the moment its chunk is still on the way (CI: no main, no h1 then).
    await expect(dialog.getByRole('button', { name: t('form_submit_register') })).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('textbox', { name: new RegExp(`^${t('form_label_username')}`) }).fill(username);
    await dialog.getByLabel(new RegExp(`^${t('form_label_password')}`)).first().fill('Secret123');
    await dialog.getByLabel(new RegExp(`^${t('form_label_confirmPassword')}`)).fill('Secret123');
    const image = dialog.getByRole('img', { name: t('form_captcha_image_alt') });
    await dialog.getByRole('textbox', { name: new RegExp(`^${t('form_label_captcha')}`) }).fill(await captchaAnswer(request, image));
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: t('form_submit_register') }).click();
    await expect(page).toHaveURL(/\/promotions$/);
    await expect(page.getByRole('banner').getByText(username)).toBeVisible();

    await signOut(page);
    await openSignIn(page);
    await signIn(page, username, 'Secret123');
    await expect(page.getByRole('banner').getByText(username)).toBeVisible();
  });

  test('log in by sms with the countdown running', async ({ page, request }) => {
    await page.goto(goldenlotus().url);
    await openSignIn(page);
    const dialog = signInDialog(page);
    await dialog.getByRole('tab', { name: t('auth_method_sms') }).click();
    await expectNoAxeViolations(page);
    await dialog.getByRole('textbox', { name: new RegExp(`^${t('form_label_mobileNum')}`) }).fill('9171234567');
    await dialog.getByRole('button', { name: t('form_sms_send') }).click();
    await expect(dialog.getByRole('button', { name: /\d+/ }).filter({ hasText: /\d+ s/ })).toBeDisabled();
    await dialog.getByRole('textbox', { name: new RegExp(`^${t('form_label_verificationCode')}`) }).fill(await lastSms(request, '9171234567'));
    await dialog.getByRole('button', { name: t('form_submit_login'), exact: true }).click();
    await expect(page.getByRole('banner').getByText('member01')).toBeVisible();
  });

  test('a wrong password shows the captcha, which then lets the right password in', async ({ page, request }) => {
    await page.goto(luckystar().url);
    await openSignIn(page);
    await signIn(page, 'agent02', 'not-the-password');
    const dialog = signInDialog(page);
    await expect(dialog.getByRole('alert')).toHaveText(t('in_incorrect_password'));
    await expect(dialog.getByRole('img', { name: t('form_captcha_image_alt') })).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByLabel(t('form_label_password'), { exact: true }).fill('Passw0rd!');
    const image = dialog.getByRole('img', { name: t('form_captcha_image_alt') });
    await dialog.getByRole('textbox', { name: new RegExp(`^${t('form_label_captcha')}`) }).fill(await captchaAnswer(request, image));
    await solveSlider(page);
    await dialog.getByRole('button', { name: t('form_submit_login'), exact: true }).click();
    await expect(page.getByRole('banner').getByText('agent02')).toBeVisible();
  });

  test('the header sign-in form: slider check, in_incorrect_password, then the right password with the captcha', async ({ page, request }) => {
    // Two slider checks, two sign-in calls, a captcha and two axe passes: beside a second browser suite (load average
    // 15-18 on 2 cores) this journey took 47-52 s, so it gets a journey's time; each step waits for what a person sees.
    test.slow();
    const flowScripts: string[] = [];
    page.on('request', (r) => void (/\/assets\/(xstate|sign-in)-[\w-]{8}\.js$/.test(r.url()) && flowScripts.push(r.url())));
    await page.goto(goldenlotus().url);
    const form = page.getByRole('banner').getByRole('form', { name: t('auth_sign_in_title') });
    // The form is there at once; its flow (and XState) is downloaded only when the person turns to it.
    await expect(form.getByRole('button', { name: t('layout_sign_in'), exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeAttached();
    expect(flowScripts).toEqual([]);
    await form.getByRole('textbox', { name: t('form_label_username') }).fill('agent41');
    await form.getByLabel(t('form_label_password'), { exact: true }).fill('not-the-password');
    await form.getByRole('button', { name: t('layout_sign_in'), exact: true }).click();
    await expect(page.getByRole('dialog', { name: t('auth_slider_title') })).toBeVisible();
    await expectNoAxeViolations(page);
    await solveSlider(page);
    await expect(form.getByRole('alert')).toHaveText(t('in_incorrect_password'));
    await expect(form.getByRole('textbox', { name: t('form_label_username') })).toHaveValue('agent41');
    await expectNoAxeViolations(page);
    await form.getByLabel(t('form_label_password'), { exact: true }).fill('Passw0rd!');
    const image = form.getByRole('button', { name: t('form_captcha_refresh') }).locator('img');
    await form.getByRole('textbox', { name: t('form_label_captcha') }).fill(await captchaAnswer(request, image));
    await form.getByRole('button', { name: t('layout_sign_in'), exact: true }).click();
    await solveSlider(page);
    await expect(page.getByRole('banner').getByText('agent41')).toBeVisible();
  });

  test('the default password must be changed', async ({ page }) => {
    await page.goto(luckystar().url);
    await openSignIn(page);
    await signIn(page, 'default01', '123456');
    const change = page.getByRole('dialog', { name: t('auth_change_password_title') });
    await expect(change.getByText(t('auth_change_password_forced_text'))).toBeVisible();
    await expectNoAxeViolations(page);
    await change.getByLabel(t('form_label_oldPassword'), { exact: true }).fill('123456');
    await change.getByLabel(t('form_label_newPassword'), { exact: true }).fill('Better123');
    await change.getByLabel(t('form_label_confirmNewPassword'), { exact: true }).fill('Better123');
    await change.getByRole('button', { name: t('form_submit_change_password') }).click();
    await expect(change.getByText(t('auth_password_change_success'))).toBeVisible();
    await change.getByRole('button', { name: t('auth_ok') }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('forgot by phone sets the password and signs in', async ({ page, request }) => {
    await page.goto(goldenlotus().url);
    await openSignIn(page);
    await signInDialog(page).getByRole('button', { name: t('auth_forgot_link') }).click();
    const dialog = page.getByRole('dialog', { name: t('auth_forgot_title') });
    await expect(dialog.getByRole('tab', { name: t('auth_forgot_phone') })).toHaveAttribute('aria-selected', 'true');
    await expectNoAxeViolations(page);
    await dialog.getByRole('textbox', { name: new RegExp(`^${t('form_label_mobileNum')}`) }).fill('9171234569');
    await dialog.getByRole('button', { name: t('form_sms_send') }).click();
    await dialog.getByRole('textbox', { name: new RegExp(`^${t('form_label_verificationCode')}`) }).fill(await lastSms(request, '9171234569'));
    await dialog.getByLabel(new RegExp(`^${t('form_label_newPassword')}`)).fill('Fresh1234');
    await dialog.getByRole('button', { name: t('form_submit_reset') }).click();
    await expect(page.getByRole('banner').getByText('expired01')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a trial account is told a real account is needed', async ({ page }) => {
    await page.goto(luckystar().url);
    await openSignIn(page);
    await signIn(page, 'trial01', 'Passw0rd!');
    await page.getByRole('banner').getByRole('link', { name: t('header_deposit') }).click();
    const dialog = page.getByRole('dialog', { name: t('auth_need_true_account_title') });
    await expect(dialog.getByText(t('in_need_true_account'))).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the agent login page refuses a non-agent and sends an agent to /agentHome', async ({ page }) => {
    await page.goto(`${luckystar().url}agentLogin`);
    await expect(page.getByRole('heading', { level: 1, name: t('auth_agent_login_title') })).toBeVisible();
    await expectNoAxeViolations(page);
    const form = page.getByRole('form', { name: t('auth_agent_login_title') });
    await form.getByRole('textbox', { name: t('form_label_username') }).fill('member01');
    await form.getByLabel(t('form_label_password'), { exact: true }).fill('Passw0rd!');
    await solveSlider(page);
    await form.getByRole('button', { name: t('form_submit_login'), exact: true }).click();
    await expect(form.getByRole('alert')).toHaveText(t('auth_non_agent'));

    await form.getByRole('textbox', { name: t('form_label_username') }).fill('agent01');
    await solveSlider(page);
    await form.getByRole('button', { name: t('form_submit_login'), exact: true }).click();
    await expect(page).toHaveURL(/\/agentHome$/);
  });

  test('remember me prefills the username after a reload and no password is stored anywhere', async ({ page, context }) => {
    await page.goto(luckystar().url);
    await openSignIn(page);
    await signInDialog(page).getByRole('checkbox', { name: t('form_label_rememberMe') }).check();
    await signIn(page, 'member01', 'Passw0rd!');
    await expect(page.getByRole('banner').getByText('member01')).toBeVisible();
    await signOut(page);
    await page.reload();
    await openSignIn(page);
    await expect(signInDialog(page).getByRole('textbox', { name: t('form_label_username') })).toHaveValue('member01');

    const cookies = JSON.stringify(await context.cookies());
    const storage = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    expect(cookies).toContain('member01');
    expect(cookies).not.toContain('Passw0rd');
    expect(storage).not.toContain('Passw0rd');
  });

  test('logout asks first, then clears the session', async ({ page }) => {
    // Sign-in with the slider check, two axe passes, the confirmation twice: 36-44 s beside a second browser suite.
    test.slow();
    await page.goto(luckystar().url);
    await openSignIn(page);
    await expectNoAxeViolations(page);
    await signIn(page, 'member01', 'Passw0rd!');
    await expect(page.getByRole('banner').getByText('member01')).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: t('header_sign_out') }).click();
    await expectNoAxeViolations(page);
    await page.getByRole('dialog', { name: t('auth_logout_title') }).getByRole('button', { name: t('auth_cancel') }).click();
    await expect(page.getByRole('banner').getByText('member01')).toBeVisible();
    await signOut(page);
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    await expect(page).toHaveURL(/\/$/);
  });
});
