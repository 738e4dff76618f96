import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { addDays, dayOf } from '@/lib/date-range';
import { forceError } from '../../../../sandbox/store';
import { memberPageFrame, signInFresh } from '../../member/story-support';
import { ManualRebate } from './manual-rebate';

const today = dayOf();

const meta = {
  title: 'Records/Manual rebate',
  component: ManualRebate,
  decorators: memberPageFrame('Manual rebate', 1000),
  beforeEach: signInFresh,
  args: { layout: 'table' },
  parameters: { account: 'member01', flags: { MANPLAYREB3: true }, route: `/member/manualRebate?from=${addDays(today, -6)}&to=${today}` },
} satisfies Meta<typeof ManualRebate>;
export default meta;

type Story = StoryObj<typeof meta>;

/** member01: rebate to claim in every category with a rate, and many pages of history. */
export const ManyPages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Claim all' })).toBeEnabled();
    await expect(await canvas.findByRole('navigation', { name: 'Pages' })).toBeVisible();
  },
};

/** Claiming one category: the confirmation, then the toast and the wait until the next claim. */
export const Claim: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Claim the Slots rebate' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'I claim this rebate now' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Claim' }));
    await expect(await canvas.findByText(/You can claim again at/)).toBeVisible();
  },
};

/** The history of one day: one page. */
export const OnePage: Story = {
  parameters: { route: `/member/manualRebate?from=${addDays(today, -3)}&to=${addDays(today, -3)}&type=LIVE` },
};

/** Waiting for the sandbox. */
export const Loading: Story = {
  globals: { scenario: 'slow' },
};

/** member02 has never bet: nothing to claim, no records yet. */
export const NothingToClaim: Story = {
  parameters: { account: 'member02' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Claim all' })).toBeDisabled();
    await expect(await canvas.findByText('No records yet')).toBeVisible();
  },
};

/** A category without history in the chosen range. */
export const NoRecordsForTheseFilters: Story = {
  parameters: { route: `/member/manualRebate?from=${today}&to=${today}&type=PVP` },
};

/** The rebate cannot be loaded: the message with Retry. */
export const LoadError: Story = {
  beforeEach: () => forceError('GET /wps/relay/MCSFE_getManualRebate', { code: 'unknown_error' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByRole('button', { name: 'Claim all' })).toBeVisible();
  },
};

/** Golden Lotus, dark theme, in Tagalog. */
export const TagalogDarkGoldenLotus: Story = {
  globals: { language: 'TY', theme: 'dark', brand: 'goldenlotus' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Kunin lahat' })).toBeVisible();
  },
};
