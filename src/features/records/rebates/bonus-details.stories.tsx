import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { addDays, dayOf } from '@/lib/date-range';
import { forceError } from '../../../../sandbox/store';
import { memberPageFrame, signInFresh } from '../../member/story-support';
import { BonusDetails } from './bonus-details';

const today = dayOf();

const meta = {
  title: 'Records/Bonus details',
  component: BonusDetails,
  decorators: memberPageFrame('Bonus details', 1000),
  beforeEach: signInFresh,
  args: { layout: 'table' },
  parameters: { account: 'member01', flags: { PLYRBT: true }, route: `/member/bonusDetails?from=${addDays(today, -29)}&to=${today}` },
} satisfies Meta<typeof BonusDetails>;
export default meta;

type Story = StoryObj<typeof meta>;

/** member01, last 30 days: the rates and many pages of daily rebates. */
export const ManyPages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Your rebate rates' })).toBeVisible();
    await expect(await canvas.findByRole('navigation', { name: 'Pages' })).toBeVisible();
  },
};

/** One category on one day: one page. */
export const OnePage: Story = {
  parameters: { route: `/member/bonusDetails?from=${addDays(today, -3)}&to=${addDays(today, -3)}&type=LIVE` },
};

/** Phones: cards. */
export const PhoneCards: Story = {
  args: { layout: 'cards' },
  decorators: memberPageFrame('Bonus details', 400),
};

/** Waiting for the sandbox. */
export const Loading: Story = {
  globals: { scenario: 'slow' },
};

/** member02 has never earned a rebate. */
export const NoRecordsYet: Story = {
  parameters: { account: 'member02' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No records yet')).toBeVisible();
  },
};

/** Rebates exist, but none of the chosen category (the sandbox answers filtered asks with nothing). */
export const NoRecordsForTheseFilters: Story = {
  parameters: { route: `/member/bonusDetails?from=${today}&to=${today}&type=PVP` },
  beforeEach: ({ msw }) => {
    msw.use(
      http.get('*/wps/relay/MCSFE_getBonusDetails', ({ request }) => {
        if (!new URL(request.url).searchParams.get('productType')) return undefined;
        return HttpResponse.json({ success: true, value: { list: [], total: 0, totalPages: 0, footer: { validBetAmount: 0, rebateAmount: 0 } } });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No records for these filters')).toBeVisible();
  },
};

/** The platform fails: the message with Retry. */
export const LoadError: Story = {
  beforeEach: () => forceError('GET /wps/relay/MCSFE_getBonusDetails', { code: 'unknown_error' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByRole('columnheader', { name: 'Period' })).toBeVisible();
  },
};

/** Golden Lotus, dark theme, in Tagalog. */
export const TagalogDarkGoldenLotus: Story = {
  globals: { language: 'TY', theme: 'dark', brand: 'goldenlotus' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: 'Ang iyong mga rebate rate' })).toBeVisible();
  },
};
