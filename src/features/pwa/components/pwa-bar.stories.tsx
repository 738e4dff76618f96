import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { PwaBar } from './pwa-bar';

const meta = {
  title: 'Installable site/Install and update strip',
  component: PwaBar,
  args: { brandName: 'Lucky Star', install: 'prompt', onInstall: fn(), onDismiss: fn(), onReload: null },
} satisfies Meta<typeof PwaBar>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The browser offers installation (Chromium's beforeinstallprompt): Install opens its dialog, Not now waits 14 days. */
export const InstallOffer: Story = {
  play: async ({ canvasElement, args }) => {
    const offer = within(canvasElement).getByRole('region', { name: 'Install Lucky Star' });
    await userEvent.click(within(offer).getByRole('button', { name: 'Install' }));
    await expect(args.onInstall).toHaveBeenCalledTimes(1);
    await userEvent.click(within(offer).getByRole('button', { name: 'Not now' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

/** iOS Safari has no install offer: Install opens the Add to Home Screen steps. */
export const IosInstructions: Story = {
  args: { install: 'ios' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Install' }));
    const sheet = await screen.findByRole('dialog', { name: 'Add Lucky Star to your Home Screen' });
    await expect(within(sheet).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** A deploy has landed while the site was open: the new version waits for Reload. */
export const UpdateAvailable: Story = {
  args: { install: null, onReload: fn() },
  play: async ({ canvasElement, args }) => {
    const update = within(canvasElement).getByRole('region', { name: 'Site update' });
    await expect(within(update).getByRole('status')).toHaveTextContent('A new version is available.');
    await userEvent.click(within(update).getByRole('button', { name: 'Reload' }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};

/** Golden Lotus, dark, in Tagalog: the update prompt above the install offer, and the iOS steps open. */
export const GoldenLotusDarkTagalog: Story = {
  args: { brandName: 'Golden Lotus', install: 'ios', onReload: fn(), initialSheetOpen: true },
  globals: { language: 'TY', theme: 'dark', brand: 'goldenlotus' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Update ng site', hidden: true })).toBeInTheDocument();
    await expect(await screen.findByRole('dialog', { name: 'Idagdag ang Golden Lotus sa iyong Home Screen' })).toBeVisible();
  },
};
