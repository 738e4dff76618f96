import { expect, expectNoAxeViolations, t, test } from './support';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

test.describe('Help centre and feedback', () => {
  test('/help#withdrawal opens that topic over home, and closing returns to /; axe', async ({ page }) => {
    await page.goto('/help#withdrawal');
    const dialog = page.getByRole('dialog', { name: t('screen_help') });
    await expect(dialog.getByRole('heading', { level: 3, name: 'How to withdraw' })).toBeInViewport();
    await expect(dialog.getByRole('link', { name: 'How to withdraw' })).toHaveAttribute('aria-current', 'true');
    await expect(dialog.getByRole('heading', { level: 4, name: 'Requesting a withdrawal' })).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: t('btn_close') }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a visitor sends feedback with a picture from the footer; axe', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('button', { name: t('help_feedback_button') }).click();
    const dialog = page.getByRole('dialog', { name: t('help_feedback_title') });
    await expect(dialog.getByText('Between 5 and 200 words')).toBeVisible();
    await dialog.getByRole('combobox', { name: t('help_feedback_type') }).selectOption({ label: t('help_feedback_type_deposit') });
    await dialog.getByRole('textbox', { name: t('help_feedback_content') }).fill('My deposit from this morning has not arrived.');
    await expect(dialog.getByText('Words: 8')).toBeVisible();
    await dialog.getByRole('textbox', { name: t('help_feedback_contact') }).fill('visitor@example.com');
    await dialog.getByRole('button', { name: `${t('help_feedback_images')} ${t('upload_choose')}` }).setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
    await expect(dialog.getByRole('img', { name: /receipt\.png/ })).toBeVisible();
    await expectNoAxeViolations(page);
    const sent = page.waitForRequest((request) => request.method() === 'PUT' && request.url().endsWith('/wps/feedback'));
    await dialog.getByRole('button', { name: t('help_feedback_submit') }).click();
    const body = (await sent).postDataJSON() as { type: string; images: string[] };
    expect(body.type).toBe('deposit');
    expect(body.images).toHaveLength(1);
    expect(body.images[0]).toMatch(/^data:image\/png;base64,/);
    await expect(dialog.getByText(t('help_feedback_success'))).toBeVisible();
  });
});
