import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { forceError } from '../../../../sandbox/store';
import { memberPageFrame, signInFresh } from '../../member/story-support';
import { ResponsibleGamingScreen } from './responsible-gaming-screen';

const meta = {
  title: 'Responsible gaming/Page',
  component: ResponsibleGamingScreen,
  decorators: memberPageFrame('Play responsibly', 1000),
  beforeEach: signInFresh,
  args: { standalone: false },
  parameters: { account: 'member02', route: '/member/responsibleGaming' },
} satisfies Meta<typeof ResponsibleGamingScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A member: reality check, the three deposit limits, time-out and self-exclusion, and where to get help. */
export const Member: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('article', { name: 'Daily limit' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Off' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Exclude myself' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Gamblers Anonymous' })).toBeVisible();
  },
};

/** A raise waits 24 hours: the waiting change with its countdown. */
export const RaiseWaiting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const daily = await canvas.findByRole('article', { name: 'Daily limit' });
    const field = within(daily).getByRole('textbox', { name: 'New Daily limit' });
    await userEvent.type(field, '500');
    await userEvent.click(within(daily).getByRole('button', { name: 'Set Daily limit' }));
    await within(daily).findByText('Your new limit applies now.');
    await userEvent.type(field, '2000');
    await userEvent.click(within(daily).getByRole('button', { name: 'Set Daily limit' }));
    await expect(await within(daily).findByText(/Raising this limit to .*2,000\.00 is waiting/)).toBeVisible();
  },
};

/** A visitor: the advice, the minimum age and help, and a sign-in prompt for the tools (the public /responsibleGaming). */
export const Visitor: Story = {
  args: { standalone: true },
  parameters: { account: '', route: '/responsibleGaming' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('You must be 18 or older to register and play at Lucky Star.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toBeVisible();
  },
};

/** The settings fail to load: the message with Retry. */
export const LoadError: Story = {
  beforeEach: () => forceError('GET /wps/relay/MCSFE_getResponsibleGamingSettings', { code: 'unknown_error' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByRole('article', { name: 'Daily limit' })).toBeVisible();
  },
};

/** Golden Lotus (minimum age 21, its own help organisations), dark theme, in Tagalog. */
export const TagalogDarkGoldenLotus: Story = {
  globals: { language: 'TY', theme: 'dark', brand: 'goldenlotus' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Kailangang ikaw ay 21 taong gulang pataas/)).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Mga limitasyon sa deposito' })).toBeVisible();
  },
};

/** Lucky Star, dark theme, in Tagalog. */
export const TagalogDarkLuckyStar: Story = {
  globals: { language: 'TY', theme: 'dark', brand: 'luckystar' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Mag-time-out' })).toBeVisible();
  },
};
