import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import AppDownload, { AppDownloadView } from './app-download';

const meta = {
  title: 'Home/Sections/AppDownload',
  component: AppDownloadView,
  args: {
    android: 'https://download.luckystar.example/luckystar.apk',
    ios: 'https://download.luckystar.example/luckystar.mobileconfig',
    brandName: 'Lucky Star',
  },
} satisfies Meta<typeof AppDownloadView>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Android and iOS codes, 80 px, level M. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: 'QR code to download the Android app' })).toBeVisible();
  },
};

/** The brand of the toolbar, from its config. */
export const FromBrand: Story = { render: () => <AppDownload /> };
