import { expect, expectNoAxeViolations, t, test } from './support';

const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

/** The app links the sandbox's start-up call lists under info.resources. */
const ANDROID_URL = 'https://example.com/app/android.apk';
const IOS_URL = 'https://example.com/app/ios.mobileconfig';

const android = t('download_android');
const ios = t('download_ios');

test.describe('App download page', () => {
  test('a computer shows both QR codes with their download links and the install guides; axe', async ({ page }) => {
    await page.goto('/down');
    await expect(page.getByRole('heading', { level: 1, name: 'Download the Lucky Star app' })).toBeVisible();
    const apps = page.getByRole('region', { name: t('download_apps_title') });
    await expect(apps.getByRole('img', { name: `QR code to download the ${android} app` })).toBeVisible();
    await expect(apps.getByRole('img', { name: `QR code to download the ${ios} app` })).toBeVisible();
    await expect(apps.getByRole('link', { name: `Download for ${android}` })).toHaveAttribute('href', ANDROID_URL);
    await expect(apps.getByRole('link', { name: `Download for ${ios}` })).toHaveAttribute('href', IOS_URL);
    await expect(page.getByRole('heading', { level: 2, name: t('download_ios_guide_title') })).toBeVisible();
    await expect(page.getByText(t('download_note_safari'))).toBeVisible();
    await expect(page.getByRole('region', { name: t('home_banners') }).getByRole('img').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test.describe('on an Android phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, userAgent: ANDROID_UA });

    test('gets a direct download button for Android instead of QR codes; axe', async ({ page }) => {
      await page.goto('/down');
      const apps = page.getByRole('region', { name: t('download_apps_title') });
      const button = apps.getByRole('link', { name: `Download for ${android}` });
      await expect(button).toBeVisible();
      await expect(button).toHaveAttribute('href', ANDROID_URL);
      await expect(apps.getByText(t('download_this_device'))).toBeVisible();
      await expect(page.getByRole('img', { name: /QR code/ })).toHaveCount(0);
      await expect(page.getByRole('note', { name: t('download_safari_hint_title') })).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
  });
});
