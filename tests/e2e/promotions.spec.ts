import { deflateSync } from 'node:zlib';
import { signInDialog, solveSlider, withoutAnnouncementPopups } from './auth-support';
import { headerBalance, signInAsCopyOf } from './member-support';
import { expect, expectNoAxeViolations, scaled, t, test } from './support';

test.describe.configure({ timeout: scaled(90_000) });

/** A real 1×1 png, as a phone's screenshot would be (png signature, IHDR, IDAT, IEND). */
function onePixelPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 255, 200, 0]))), chunk('IEND', Buffer.alloc(0))]);
}

const balanceOf = async (page: import('@playwright/test').Page) =>
  Number((/([\d,]+\.\d\d)/.exec((await headerBalance(page).textContent()) ?? '')?.[1] ?? '').replaceAll(',', ''));

test.describe('Promotions', () => {
  test('the filter lives in the URL: slots, then live by its link; a card opens its detail', async ({ page }) => {
    await page.goto('/promotions?category=SLOTS');
    await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
    const list = page.getByRole('list', { name: /^Slots promotions, 2 in all$/ });
    await expect(list.getByRole('article')).toHaveCount(2);
    const filters = page.getByRole('navigation', { name: 'Promotion filters' });
    await expect(filters.getByRole('link', { name: 'Slots', exact: true })).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(page);
    await filters.getByRole('link', { name: 'Live', exact: true }).click();
    await expect(page).toHaveURL(/\/promotions\?category=LIVE$/);
    const live = page.getByRole('list', { name: /^Live promotions, 2 in all$/ });
    await expect(live.getByRole('article', { name: 'Live casino summer cup' })).toContainText('Closed');
    await live.getByRole('link', { name: 'Lucky bet numbers in live casino' }).click();
    await expect(page).toHaveURL(/\/promotions\?id=108$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Lucky bet numbers in live casino' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Rules and terms' })).toContainText('Turnover x5');
  });

  test('a member joins one, applies for another with a remark and an image, and claims a reward into the wallet', async ({ page, request }) => {
    await signInAsCopyOf(page, request, 'member01');
    const status = page.getByRole('region', { name: 'Your status' });
    await page.goto('/promotions?id=108');
    await status.getByRole('button', { name: 'Join' }).click();
    await expect(status).toContainText('You have joined this promotion.');

    await page.goto('/promotions?id=103');
    const naughtyRemark = '<script>alert(1)</script> Ω≈ç√ 🎉 ‪‪test‪ 社會科學院';
    await status.getByRole('textbox', { name: 'Remark (optional)' }).fill(naughtyRemark);
    await status.locator('input[type=file]').setInputFiles({
      name: 'big-win.png', mimeType: 'image/png', buffer: onePixelPng(),
    });
    await expect(page.getByText('1 of 3 images chosen')).toBeAttached();
    await expectNoAxeViolations(page);
    await status.getByRole('button', { name: 'Apply' }).click();
    await expect(status).toContainText('Your application was sent and is waiting for review.');

    await page.goto('/promotions?id=109');
    await expect(status).toContainText('Your reward of ₱120.00 is waiting to be claimed.');
    const before = await balanceOf(page);
    await status.getByRole('button', { name: 'Claim' }).click();
    await expect(page.getByText('₱120.00 added to your main wallet.')).toBeVisible();
    await expect(status).toContainText('You have claimed this reward: ₱120.00.');
    await expect.poll(() => balanceOf(page)).toBeCloseTo(before + 120, 2);
  });

  test('a visitor who presses Join signs in and is back on the promotion to join it', async ({ page, request }) => {
    await withoutAnnouncementPopups(page);
    const clone = (await (await request.post('/__sandbox/clone', { data: { from: 'member01' } })).json()) as { account: string; password: string };
    await page.goto('/promotions?id=108');
    const status = page.getByRole('region', { name: 'Your status' });
    await status.getByRole('button', { name: 'Join' }).click();
    const dialog = signInDialog(page);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox', { name: t('form_label_username') }).fill(clone.account);
    await dialog.getByLabel(t('form_label_password'), { exact: true }).fill(clone.password);
    await solveSlider(page);
    await dialog.getByRole('button', { name: t('form_submit_login'), exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/promotions\?id=108$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Lucky bet numbers in live casino' })).toBeVisible();
    await status.getByRole('button', { name: 'Join' }).click();
    await expect(status).toContainText('You have joined this promotion.');
  });
});
