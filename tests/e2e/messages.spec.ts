import { expect, expectNoAxeViolations, scaled, test } from './support';
import type { Locator } from '@playwright/test';
import { signInAsCopyOf } from './member-support';

/** The count in the header Messages link's description ("<n> new messages and offers"). */
async function headerCount(headerLink: Locator): Promise<number> {
  await expect(headerLink).toHaveAccessibleDescription(/^\d+ new messages and offers$/);
  const description = headerLink.page().locator(`[id="${await headerLink.getAttribute('aria-describedby')}"]`);
  return Number((await description.textContent())!.split(' ')[0]);
}

test.describe.configure({ timeout: scaled(60_000) });

test.describe('Messages', () => {
  test('opening the unread messages clears their badges in the menu and the header', async ({ page, request }) => {
    // A copy of member01 has six messages, the four newest unread; the header adds its available promotions.
    await signInAsCopyOf(page, request, 'member01');
    await page.goto('/member/messageV2');
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    const menuLink = page.getByRole('navigation', { name: 'Member centre' }).getByRole('link', { name: 'Messages' });
    const headerLink = page.getByRole('navigation', { name: 'Member menu' }).getByRole('link', { name: 'Messages' });
    await expect(menuLink).toHaveAccessibleDescription('4 new');
    // The header adds the offers waiting (the rewards centre's follow the sandbox's clock): read it, expect four fewer.
    const before = await headerCount(headerLink);
    expect(before).toBeGreaterThanOrEqual(8);
    await expect(page.getByRole('heading', { name: '6 messages, 4 unread' })).toBeVisible();
    await expectNoAxeViolations(page);

    const unread = page.getByRole('button', { name: /^Unread: / });
    await expect(unread).toHaveCount(4);
    for (let left = 3; left >= 0; left -= 1) {
      await unread.first().click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      if (left === 3) await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
      await expect(unread).toHaveCount(left);
    }
    await expect(menuLink).toHaveAccessibleDescription('');
    await expect(headerLink).toHaveAccessibleDescription(`${before - 4} new messages and offers`);
    await expect(page.getByRole('heading', { name: '6 messages, 0 unread' })).toBeVisible();

    // Still read after a reload: the sandbox kept it.
    await page.reload();
    await expect(page.getByRole('heading', { name: '6 messages, 0 unread' })).toBeVisible();
  });

  test('a new mail arrives in the open inbox and its badges without a reload (live event)', async ({ page, request }) => {
    const { account } = await signInAsCopyOf(page, request, 'member01');
    await page.goto('/member/messageV2');
    await expect(page.getByRole('heading', { name: '6 messages, 4 unread' })).toBeVisible();
    // Marks the document: a reload would lose it.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    // The live client connects after sign-in; wait for its socket before the sandbox sends.
    await expect.poll(async () => {
      await request.post('/__sandbox/messages/send', { data: { account, title: 'Live hello', content: '<p>Hi</p>' } });
      return page.getByRole('button', { name: 'Unread: Mail Live hello' }).count();
    }, { timeout: 20_000, intervals: [1000, 2000, 3000] }).toBeGreaterThan(0);
    await expect(page.getByRole('navigation', { name: 'Member centre' }).getByRole('link', { name: 'Messages' })).toHaveAccessibleDescription(/^\d+ new$/);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  });

  test('a mail sent by the sandbox shows in the list and the badge after the member centre closes', async ({ page, request }) => {
    const { account } = await signInAsCopyOf(page, request, 'member01');
    await page.goto('/member/messageV2');
    const headerLink = page.getByRole('navigation', { name: 'Member menu' }).getByRole('link', { name: 'Messages' });
    // The count is unread mail plus offers waiting (the rewards centre's, which follow the sandbox's clock): read it,
    // then expect one more.
    const before = await headerCount(headerLink);
    expect(before).toBeGreaterThanOrEqual(8);
    await request.post('/__sandbox/messages/send', { data: { account, title: 'Hello from the sandbox', content: '<p>Hi</p>' } });
    await page.getByRole('link', { name: 'Lucky Star' }).first().click();
    await expect(headerLink).toHaveAccessibleDescription(`${before + 1} new messages and offers`);
    await headerLink.click();
    await expect(page.getByRole('button', { name: 'Unread: Mail Hello from the sandbox' })).toBeVisible();
  });
});
