import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, scaled, t, test } from './support';
import { signInAsCopyOf } from './member-support';

interface WhitelabelNode {
  modId: string;
  enabled: string;
  childrenNodes?: WhitelabelNode[] | null;
}

/** The start-up call as a credit-market brand serves it: CREDITMAR3 on in the whitelabel tree (both brands have it off). */
async function asCreditMarket(page: Page) {
  const turnOn = (nodes: WhitelabelNode[] | null | undefined): void => {
    for (const node of nodes ?? []) {
      if (node.modId === 'CREDITMAR3') node.enabled = '1';
      turnOn(node.childrenNodes);
    }
  };
  await page.route('**/wps/system/status**', async (route) => {
    const response = await route.fetch();
    const json = (await response.json()) as { value?: { info?: { whitelabel?: WhitelabelNode[] } } };
    turnOn(json.value?.info?.whitelabel);
    await route.fulfill({ response, json });
  });
}

// Each journey visits several pages, each checked with axe.
test.describe.configure({ timeout: scaled(90_000) });

test.describe('About us, licences and the deposit guide', () => {
  test("the footer's About us, licence logo and deposit guide each land on their page; axe", async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: t('footer_about_us') }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1, name: 'About Lucky Star' })).toBeVisible();
    await expect(page.getByRole('region', { name: t('info_about_who_title') })).toBeVisible();
    await expectNoAxeViolations(page);

    await footer.getByRole('link', { name: t('footer_cert_licensed') }).click();
    await expect(page).toHaveURL(/\/licences$/);
    await expect(page.getByRole('heading', { level: 1, name: t('info_licences_title') })).toBeVisible();
    await expect(page.getByText('PAGCOR-OGL-2024-0117')).toBeVisible();
    await expectNoAxeViolations(page);

    await footer.getByRole('link', { name: t('footer_deposit_guide') }).click();
    await expect(page).toHaveURL(/\/depositTutorial$/);
    await expect(page.getByRole('heading', { level: 1, name: t('info_deposit_guide_title') })).toBeVisible();
    await expect(page.getByText(t('deposit_tutorial_step_method'))).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a credit-market member opens the credit report from the member centre; axe', async ({ page, request }) => {
    await asCreditMarket(page);
    await signInAsCopyOf(page, request, 'member01');
    await page.goto('/member/securityCenter');
    const menu = page.getByRole('navigation', { name: t('member_menu') });
    await expect(menu.getByRole('link', { name: t('member_page_securityCenter') })).toBeVisible();
    await expect(menu.getByRole('link', { name: t('member_page_depositv2') })).toHaveCount(0);
    await menu.getByRole('link', { name: t('member_page_creditReport') }).click();
    await expect(page).toHaveURL(/\/member\/creditReport$/);
    await expect(page.getByRole('heading', { level: 1, name: t('member_page_creditReport') })).toBeVisible();
    for (const key of ['credit_limit', 'credit_used', 'credit_available']) {
      await expect(page.getByText(t(key), { exact: true }).locator('..')).toContainText('₱');
    }
    await expect(page.getByRole('meter', { name: t('credit_usage_label') })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
