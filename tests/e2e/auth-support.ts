import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, t } from './support';

/** The code the sandbox sent to `mobile`, once the send request has reached it (the click does not wait for it). */
export async function lastSms(request: APIRequestContext, mobile: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/__sandbox/last-sms?mobile=${mobile}`);
      code = ((await response.json()) as { code?: string }).code;
      return code ?? '';
    })
    .not.toBe('');
  return code!;
}

/** The answer of the last captcha image the sandbox drew. */
/**
 * The answer of the captcha `image` shows, once it shows one. Asked by image, not "the last captcha issued": browser
 * tests run side by side against one sandbox, and another test's captcha may be the newest.
 */
export async function captchaAnswer(request: APIRequestContext, image: Locator): Promise<string> {
  await expect(image).toHaveAttribute('src', /^data:image\/png;base64,/);
  const response = await request.post('/__sandbox/captcha-answer', { data: { image: await image.getAttribute('src') } });
  expect(response.ok(), 'the image is a captcha the sandbox issued').toBe(true);
  return ((await response.json()) as { captcha: string }).captcha;
}

export function signInDialog(page: Page) {
  return page.getByRole('dialog', { name: t('auth_sign_in_title'), exact: true });
}

/**
 * Moves the slider check's piece onto its notch with the keyboard, as a person does: once the server's challenge has
 * loaded, reads where the notch is (the instructions say "… the notch at 42%"), presses Page Up and the arrow keys
 * that far and sees the check take it (the piece locks, or the header form's check closes). A fresh puzzle may replace
 * the one being solved (each answers one attempt), putting the piece back: then the person reads again and moves again.
 * A key press per step, not a press and two reads per percent: on a loaded machine those reads took most of 30 s.
 */
export async function solveSlider(page: Page) {
  const slider = page.getByRole('slider', { name: t('form_label_sliderCaptcha') });
  const solved = async () => (await slider.count()) === 0 || (await slider.getAttribute('aria-disabled')) === 'true';
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await expect(slider).not.toHaveAttribute('aria-disabled', 'true');
    // The instructions are the piece's first description.
    const instructions = await slider.evaluate(
      (el) => document.getElementById(el.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent ?? '',
    );
    const target = Number(/(\d+)\s*%/.exec(instructions)?.[1]);
    const from = Number(await slider.getAttribute('aria-valuenow'));
    expect(target, `the notch in "${instructions}"`).toBeGreaterThan(from);
    await slider.focus();
    for (let i = 0; i < Math.floor((target - from) / 10); i += 1) await page.keyboard.press('PageUp');
    for (let i = 0; i < (target - from) % 10; i += 1) await page.keyboard.press('ArrowRight');
    if (await expect.poll(solved).toBe(true).then(() => true, () => false)) return;
  }
  throw new Error('the slider check did not take the piece in three tries');
}

/** The announcement popups would replace the popup under test: answer that call with none. */
export async function withoutAnnouncementPopups(page: Page) {
  await page.route('**/wps/relay/MCSFE_getListAnnouncements**', (route) =>
    route.fulfill({ json: { success: true, message: null, value: { banners: [], player: [], popup: [], promotion: [] } } }),
  );
}
