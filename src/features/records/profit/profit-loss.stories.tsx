import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { addDays, dayOf } from '@/lib/date-range';
import { forceError } from '../../../../sandbox/store';
import { memberPageFrame, signInFresh } from '../../member/story-support';
import { ProfitLoss } from './profit-loss';

const today = dayOf();
const DAY = 86_400_000;

const meta = {
  title: 'Records/Profit and loss',
  component: ProfitLoss,
  decorators: memberPageFrame('Profit and loss', 1000),
  beforeEach: signInFresh,
  args: { layout: 'table' },
  parameters: { account: 'member01', route: `/member/personalProfit?from=${addDays(today, -6)}&to=${today}` },
} satisfies Meta<typeof ProfitLoss>;
export default meta;

type Story = StoryObj<typeof meta>;

/** member01, last 7 days: every category with its figures, the totals and the chart per day (one page: at most 7 rows). */
export const OnePage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('columnheader', { name: 'Game category' })).toBeVisible();
    await expect(await canvas.findByRole('figure', { name: 'Profit and loss per day' })).toBeVisible();
  },
};

/** The longest range the platform answers (90 days): the chart has a bar per day. */
export const NinetyDays: Story = {
  parameters: { route: `/member/personalProfit?from=${addDays(today, -89)}&to=${today}` },
};

/** Phones: cards. */
export const PhoneCards: Story = {
  args: { layout: 'cards' },
  decorators: memberPageFrame('Profit and loss', 400),
};

/** Waiting for the sandbox. */
export const Loading: Story = {
  globals: { scenario: 'slow' },
};

/** member02 has never bet. */
export const NoRecordsYet: Story = {
  parameters: { account: 'member02' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No records yet')).toBeVisible();
  },
};

/** Bets exist, but none today (the sandbox answers short ranges with nothing). */
export const NoRecordsForTheseFilters: Story = {
  parameters: { route: `/member/personalProfit?from=${today}&to=${today}` },
  beforeEach: ({ msw }) => {
    msw.use(
      http.get('*/wps/relay/MCSFE_getPersonalProfitLoss', ({ request }) => {
        const query = new URL(request.url).searchParams;
        const start = Number(query.get('startDate'));
        const end = Number(query.get('endDate'));
        if (end - start > 30 * DAY) return undefined;
        const zero = { betCount: 0, betAmount: 0, validBetAmount: 0, winAmount: 0, rebateAmount: 0, profitAndLoss: 0 };
        return HttpResponse.json({
          success: true,
          value: {
            categories: ['RNG', 'FISH', 'LIVE', 'SPORTS', 'ESPORTS', 'ELOTT', 'PVP'].map((gameCategory) => ({ gameCategory, ...zero })),
            total: zero,
            daily: [{ dayStartTimestamp: start, betAmount: 0, winAmount: 0, profitAndLoss: 0 }],
          },
        });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No records for these filters')).toBeVisible();
  },
};

/** The platform fails: the message with Retry; Retry asks again with the same range. */
export const LoadError: Story = {
  beforeEach: () => forceError('GET /wps/relay/MCSFE_getPersonalProfitLoss', { code: 'unknown_error' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByRole('columnheader', { name: 'Game category' })).toBeVisible();
  },
};

/** Golden Lotus, dark theme, in Tagalog: the chart takes the brand's dark colours. */
export const TagalogDarkGoldenLotus: Story = {
  globals: { language: 'TY', theme: 'dark', brand: 'goldenlotus' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('columnheader', { name: 'Kategorya ng laro' })).toBeVisible();
  },
};
