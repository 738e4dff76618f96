import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ReactNode } from 'react';
import { SystemProvider, type SystemInfo } from '@/lib/system';
import { MerchantProvider, useMerchant, useThemeMode } from '@/merchant';
import { DownloadPage } from './download-page';

/** The apps as the sandbox's start-up call lists them. */
const RESOURCES: SystemInfo['resources'] = {
  APP_DOWNLOAD: [
    { labelNameEn: 'Android', url: 'https://example.com/app/android.apk' },
    { labelNameEn: 'iOS', url: 'https://example.com/app/ios.mobileconfig' },
  ],
};

const meta = {
  title: 'Download/Download page',
  component: DownloadPage,
  // The start-up call's resources (parameters.resources), and the page in a main landmark as the shell draws it.
  decorators: [
    (Story, { parameters }) => (
      <SystemProvider
        flags={{}}
        info={{ resources: (parameters.resources as SystemInfo['resources'] | undefined) ?? RESOURCES }}
        location={null}
        customerServiceUrl={null}
      >
        <main>
          <Story />
        </main>
      </SystemProvider>
    ),
  ],
  args: { device: { os: null, safari: false } },
  parameters: { route: '/down' },
} satisfies Meta<typeof DownloadPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The story's brand with no app links of its own (its config's links only point back at /down). */
function WithoutBrandLinks({ children }: { children: ReactNode }) {
  const merchant = useMerchant();
  const [mode] = useThemeMode();
  return (
    <MerchantProvider merchant={{ ...merchant, appDownload: { android: '/down#android', ios: '/down#ios' } }} mode={mode}>
      {children}
    </MerchantProvider>
  );
}

/** A computer: the w_download banners, both QR codes with names and download links, both guides. */
export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: 'QR code to download the Android app' })).toBeVisible();
    await expect(await canvas.findByRole('img', { name: 'QR code to download the iOS (iPhone, iPad) app' })).toBeVisible();
  },
};

/** An Android phone: a download button for its own app first, no QR codes. */
export const Phone: Story = {
  args: { device: { os: 'android', safari: false } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Download for Android' })).toHaveAttribute('href', 'https://example.com/app/android.apk');
    await expect(canvas.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
  },
};

/** An iPhone in Chrome: the Safari hint with the page's link to copy, then the iOS app and profile steps. */
export const IosNotSafari: Story = {
  args: { device: { os: 'ios', safari: false } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('note', { name: 'Open this page in Safari.' })).toBeVisible();
  },
};

/** No app links from the platform or the brand config: each app says it is not available yet. */
export const NoResources: Story = {
  parameters: { resources: {} },
  render: (args) => (
    <WithoutBrandLinks>
      <DownloadPage {...args} />
    </WithoutBrandLinks>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The Android app is not available yet.')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /^Download for/ })).not.toBeInTheDocument();
  },
};
