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

/** Moves the slider check's piece onto its notch with the keyboard, once the server's challenge has loaded. */
export async function solveSlider(page: Page) {
  const slider = page.getByRole('slider', { name: t('form_label_sliderCaptcha') });
  await expect(slider).not.toHaveAttribute('aria-disabled', 'true');
  await slider.focus();
  // Solved, the piece locks (the header form's check closes instead).
  const solved = async () => (await slider.count()) === 0 || (await slider.getAttribute('aria-disabled')) === 'true';
  for (let i = 0; i < 100 && !(await solved()); i += 1) await page.keyboard.press('ArrowRight');
}

/** The announcement popups would replace the popup under test: answer that call with none. */
export async function withoutAnnouncementPopups(page: Page) {
  await page.route('**/wps/relay/MCSFE_getListAnnouncements**', (route) =>
    route.fulfill({ json: { success: true, message: null, value: { banners: [], player: [], popup: [], promotion: [] } } }),
  );
}
