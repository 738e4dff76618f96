import type { Page } from '@playwright/test';
import { captchaAnswer, lastSms, signInDialog, withoutAnnouncementPopups } from './auth-support';
import { brands, expect, expectNoAxeViolations, t, test } from './support';

// goldenlotus has GOOGLELOGIN3, FACEBOOKLOGIN3 and THIRDPARTYPHONE3 on; its identity config points at the
// sandbox's stand-in SDKs (/__sandbox/identity/*.js).
const goldenlotus = () => brands().find((b) => b.code === 'goldenlotus')!;

/** /login opens the sign-in popup over home (the header's own sign-in entries differ by brand). */
async function openSignIn(page: Page) {
  await page.goto(`${goldenlotus().url}login`);
  await expect(signInDialog(page)).toBeVisible();
}


/** A number no other test uses, so the sandbox's per-number rate limit never meets another run. */
const freshMobile = () => `93${String(Date.now()).slice(-8)}`;

test.describe('Third-party identity', () => {
  test.beforeEach(async ({ page }) => withoutAnnouncementPopups(page));

  test('signs in with the Google stand-in; closing its chooser first says so', async ({ page }) => {
    await openSignIn(page);
    const group = signInDialog(page).getByRole('group', { name: t('auth_third_party_label') });
    await expect(group.getByRole('button')).toHaveText([t('auth_third_party_google'), t('auth_third_party_facebook')]);
    await expectNoAxeViolations(page);

    await group.getByRole('button', { name: t('auth_third_party_google') }).click();
    const chooser = page.getByRole('dialog', { name: 'Sign in with Google' });
    await expect(chooser).toBeVisible();
    await expectNoAxeViolations(page);
    await chooser.getByRole('button', { name: 'Cancel' }).click();
    await expect(signInDialog(page).getByRole('alert')).toHaveText(t('phone_error_popup_closed'));

    await group.getByRole('button', { name: t('auth_third_party_google') }).click();
    await chooser.getByRole('button', { name: /Continue as Member One/ }).click();
    await expect(page.getByRole('banner').getByText('member01')).toBeVisible();
    await expect(page.getByRole('dialog', { name: t('auth_change_password_title') })).toHaveCount(0);
  });

  test('signs in with the Facebook stand-in as a new person, who gets a new account', async ({ page }) => {
    await openSignIn(page);
    await signInDialog(page).getByRole('button', { name: t('auth_third_party_facebook') }).click();
    const consent = page.getByRole('dialog', { name: 'Log in with Facebook' });
    await expect(consent).toBeVisible();
    await expectNoAxeViolations(page);
    const stem = `fb${Date.now().toString(36)}`;
    await consent.getByRole('textbox', { name: 'Another account (e-mail)' }).fill(`${stem}@example.org`);
    await consent.getByRole('button', { name: 'Continue with this e-mail' }).click();
    await expect(page.getByRole('banner').getByText(stem)).toBeVisible();
  });

  test('logs in by the third-party phone verification with its 60 s countdown', async ({ page, request }) => {
    await openSignIn(page);
    const dialog = signInDialog(page);
    await dialog.getByRole('tab', { name: t('auth_method_sms') }).click();
    await dialog.getByRole('textbox', { name: new RegExp(`^${t('form_label_mobileNum')}`) }).fill('9171234570');
    await dialog.getByRole('button', { name: t('form_sms_send') }).click();
    await expect(dialog.getByRole('button', { name: /\b(60|59|58) s\b/ })).toBeDisabled();
    await expectNoAxeViolations(page);
    const code = await lastSms(request, '9171234570');
    await dialog.getByRole('textbox', { name: new RegExp(`^${t('form_label_verificationCode')}`) }).fill(code);
    await dialog.getByRole('button', { name: t('form_submit_login'), exact: true }).click();
    await expect(page.getByRole('banner').getByText('agent01')).toBeVisible();
    await expect(page.getByRole('dialog', { name: t('auth_change_password_title') })).toHaveCount(0);
  });

  test('a wrong code is refused with the translated message and nothing typed is lost', async ({ page, request }) => {
    await openSignIn(page);
    const dialog = signInDialog(page);
    await dialog.getByRole('tab', { name: t('auth_method_sms') }).click();
    await dialog.getByRole('textbox', { name: new RegExp(`^${t('form_label_mobileNum')}`) }).fill('9171234571');
    await dialog.getByRole('button', { name: t('form_sms_send') }).click();
    const code = await lastSms(request, '9171234571');
    const wrong = code === '000000' ? '111111' : '000000';
    const codeBox = dialog.getByRole('textbox', { name: new RegExp(`^${t('form_label_verificationCode')}`) });
    await codeBox.fill(wrong);
    await dialog.getByRole('button', { name: t('form_submit_login'), exact: true }).click();
    await expect(dialog.getByText(t('phone_error_invalid_code')).first()).toBeVisible();
    await expect(codeBox).toHaveValue(wrong);
    await expectNoAxeViolations(page);
  });

  test('registers by mobile with the third-party phone verification', async ({ page, request }) => {
    const mobile = freshMobile();
    await page.goto(goldenlotus().url);
    await page.getByRole('banner').getByRole('button', { name: t('layout_register') }).click();
    const dialog = page.getByRole('dialog', { name: t('auth_register_title') });
    await dialog.getByRole('tab', { name: t('auth_register_mobile') }).click();
    await dialog.getByRole('textbox', { name: new RegExp(`^${t('form_label_mobileNum')}`) }).fill(mobile);
    await dialog.getByRole('button', { name: t('form_sms_send') }).click();
    await expect(dialog.getByRole('button', { name: /\b(60|59|58) s\b/ })).toBeDisabled();
    await dialog.getByRole('textbox', { name: new RegExp(`^${t('form_label_verificationCode')}`) }).fill(await lastSms(request, mobile));
    await dialog.getByLabel(new RegExp(`^${t('form_label_password')}`)).first().fill('Secret123');
    await dialog.getByLabel(new RegExp(`^${t('form_label_confirmPassword')}`)).fill('Secret123');
    const image = dialog.getByRole('img', { name: t('form_captcha_image_alt') });
    await dialog.getByRole('textbox', { name: new RegExp(`^${t('form_label_captcha')}`) }).fill(await captchaAnswer(request, image));
    await dialog.getByRole('checkbox').check();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: t('form_submit_register') }).click();
    await expect(page).toHaveURL(/\/promotions$/);
    await expect(page.getByRole('banner').getByText(mobile)).toBeVisible();
  });
});
