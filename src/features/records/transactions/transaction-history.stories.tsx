import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { addDays, dayOf } from '@/lib/date-range';
import { forceError } from '../../../../sandbox/store';
import { memberPageFrame, signInFresh } from '../../member/story-support';
import { TransactionHistory } from './transaction-history';

const today = dayOf();

const meta = {
  title: 'Records/Transaction history',
  component: TransactionHistory,
  decorators: memberPageFrame('Transaction history', 1000),
  beforeEach: signInFresh,
  args: { layout: 'table' },
  parameters: { account: 'member01', route: `/member/transactionHistory?from=${addDays(today, -6)}&to=${today}` },
} satisfies Meta<typeof TransactionHistory>;
export default meta;

type Story = StoryObj<typeof meta>;

/** member01, last 7 days: many pages of deposits, withdrawals, bets and wins with the balance after each. */
export const ManyPages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table')).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Balance after' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Pages' })).toBeVisible();
  },
};

/** One page: a single type on a single day, so the pager is gone. */
export const OnePage: Story = {
  parameters: { route: `/member/transactionHistory?from=${today}&to=${today}&type=deposit` },
};

/** Phones: cards, more as the list scrolls. */
export const PhoneCards: Story = {
  args: { layout: 'cards' },
  decorators: memberPageFrame('Transaction history', 400),
};

/** Waiting for the sandbox (the slow scenario shows the spinner longer). */
export const Loading: Story = {
  globals: { scenario: 'slow' },
};

/** member02 has never had a transaction. */
export const NoRecordsYet: Story = {
  parameters: { account: 'member02' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No records yet')).toBeVisible();
  },
};

/** Records exist, but none of the chosen type in this period (the sandbox answers typed asks with nothing). */
export const NoRecordsForTheseFilters: Story = {
  parameters: { route: `/member/transactionHistory?from=${today}&to=${today}&type=deposit` },
  beforeEach: ({ msw }) => {
    msw.use(
      http.get('*/wps/relay/ODSFE2_MemTransDet', ({ request }) => {
        if (!new URL(request.url).searchParams.get('codeTypes')) return undefined;
        return HttpResponse.json({ success: true, value: { list: [], total: 0, totalPages: 0, footer: { inAmount: 0, outAmount: 0, netAmount: 0 } } });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No records for these filters')).toBeVisible();
  },
};

/** The platform fails: the message with Retry; Retry asks again with the same filters. */
export const LoadError: Story = {
  beforeEach: () => forceError('GET /wps/relay/ODSFE2_MemTransDet', { code: 'unknown_error' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByRole('table')).toBeVisible();
  },
};

/** A range over 30 days in the address: refused with the reason, nothing asked. */
export const RangeOverThirtyDays: Story = {
  parameters: { route: `/member/transactionHistory?from=${addDays(today, -40)}&to=${today}` },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(/30/);
  },
};

/** Golden Lotus, dark theme, in Tagalog. */
export const TagalogDarkGoldenLotus: Story = {
  globals: { language: 'TY', theme: 'dark', brand: 'goldenlotus' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('columnheader', { name: 'Balanse pagkatapos' })).toBeVisible();
  },
};
