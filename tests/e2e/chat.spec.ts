import { expect, expectNoAxeViolations, t, test } from './support';
import { signInAsCopyOf } from './member-support';

test.describe('Live-casino chat and mini games', () => {
  // Chat and game frames, and axe over them, on a loaded machine.
  test.beforeEach(() => test.slow());

  test('a visitor on the live casino page is asked to sign in to chat; axe', async ({ page }) => {
    await page.goto('/live');
    const panel = page.getByRole('region', { name: t('chat_title') });
    await expect(panel.getByText(t('chat_sign_in_prompt'))).toBeVisible();
    await expect(panel.locator('iframe')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await panel.getByRole('button', { name: t('layout_sign_in') }).click();
    await expect(page.getByRole('dialog', { name: t('auth_sign_in_title') })).toBeVisible();
  });

  test('a member chats on the live casino page and opens the chat room full size; axe', async ({ page, request }) => {
    await signInAsCopyOf(page, request, 'member01');
    await page.goto('/live');
    const panel = page.getByRole('region', { name: t('chat_title') });
    const frame = panel.getByTitle('Live chat with Angel');
    await expect(frame).toBeVisible();
    await expect(frame.contentFrame().getByRole('heading', { name: 'Angel · Baccarat A' })).toBeVisible();
    await panel.getByRole('button', { name: /^Bea/ }).click();
    await expect(panel.getByTitle('Live chat with Bea').contentFrame().getByRole('heading', { name: 'Bea · Sic Bo B' })).toBeVisible();
    await expectNoAxeViolations(page);

    await panel.getByRole('button', { name: t('chat_open_room') }).click();
    const room = page.getByRole('dialog', { name: t('chat_room_title') });
    await expect(room.getByTitle('Live chat with Bea').contentFrame().getByRole('heading', { name: 'Bea · Sic Bo B' })).toBeVisible();
    await expectNoAxeViolations(page);
    await room.getByRole('button', { name: t('btn_close') }).click();
    await expect(room).toHaveCount(0);
  });

  test('a member opens a mini game from the right-side bar in the game frame; axe', async ({ page, request }) => {
    await signInAsCopyOf(page, request, 'member01');
    await page.goto('/');
    await page.getByRole('complementary', { name: t('layout_quick_links') }).getByRole('button', { name: t('chat_mini_games_title') }).click();
    const popup = page.getByRole('dialog', { name: t('chat_mini_games_title') });
    const first = popup.getByRole('list', { name: t('chat_mini_games_title') }).getByRole('group').first();
    const name = (await first.getByRole('heading').textContent())!;
    await expectNoAxeViolations(page);
    await first.getByRole('button', { name: `Play ${name}` }).click();
    const game = page.getByRole('dialog', { name });
    await expect(game.getByTitle(`${name} game`).contentFrame().getByRole('heading', { name })).toBeVisible();
  });

  test('on a phone, where there is no right-side bar, the footer opens the mini games', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 915 });
    await page.goto('/');
    await expect(page.getByRole('complementary', { name: t('layout_quick_links') })).toBeHidden();
    await page.getByRole('contentinfo').getByRole('button', { name: t('chat_mini_games_title') }).click();
    const popup = page.getByRole('dialog', { name: t('chat_mini_games_title') });
    await expect(popup.getByRole('list', { name: t('chat_mini_games_title') }).getByRole('group').first()).toBeVisible();
  });
});
