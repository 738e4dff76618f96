import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { addDays, dayOf } from '@/lib/date-range';
import { forceError } from '../../../../sandbox/store';
import { memberPageFrame, signInFresh } from '../../member/story-support';
import { BettingRecord } from './betting-record';

const today = dayOf();
const lastWeek = `from=${addDays(today, -6)}&to=${today}`;
const route = (query: string) => `/member/personalHistoryCopy?${lastWeek}${query}`;

const meta = {
  title: 'Records/Betting record',
  component: BettingRecord,
  decorators: memberPageFrame('Betting record', 1100),
  beforeEach: signInFresh,
  args: { layout: 'table' },
  parameters: { account: 'member01', route: route('&type=SPORTS') },
} satisfies Meta<typeof BettingRecord>;
export default meta;

type Story = StoryObj<typeof meta>;

/** member01, sports of the last 7 days: event, selection and odds, the period's totals, many pages. */
export const ManyPages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table')).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Odds' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Totals for the period' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Pages' })).toBeVisible();
  },
};

/** Slots: game rounds with bet, valid bet, win, profit and loss and both times. */
export const Slots: Story = {
  parameters: { route: route('&type=RNG') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('columnheader', { name: 'Settled time' })).toBeVisible();
  },
};

/** One page: one order found by its number. */
export const OnePage: Story = {
  parameters: { route: route('&type=SPORTS') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table');
    const orderNo = within(table).getAllByRole('row')[1]!.querySelectorAll('td')[4]!.textContent!;
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Order number' }), orderNo);
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(await canvas.findByText('1 record')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  },
};

/** Lottery orders waiting for their draw: status, and Cancel order where the platform allows it. */
export const LotteryWaiting: Story = {
  parameters: { route: route('&type=ELOTT&status=unsettled') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByRole('button', { name: /^Cancel order/ }))[0]).toBeVisible();
  },
};

/** Cancelling a lottery order: the confirmation first. */
export const CancelConfirmation: Story = {
  parameters: { route: route('&type=ELOTT&status=unsettled') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [cancel] = await canvas.findAllByRole('button', { name: /^Cancel order/ });
    await userEvent.click(cancel!);
    await expect(await screen.findByRole('dialog', { name: 'Cancel this lottery order?' })).toBeVisible();
  },
};

/** The platform refuses: betting on the draw has closed; the dialog says so and what happens next. */
export const CancelRefused: Story = {
  parameters: { route: route('&type=ELOTT&status=unsettled') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [cancel] = await canvas.findAllByRole('button', { name: /^Cancel order/ });
    forceError('POST /wps/relay/ODSFE2_cancelElottOrder', { code: 'elott.order.draw.closed' });
    await userEvent.click(cancel!);
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, cancel it' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(/draw has closed/);
  },
};

/** A bet's detail dialog, opened from its row. */
export const DetailDialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [details] = await canvas.findAllByRole('button', { name: /^Details/ });
    await userEvent.click(details!);
    await expect(await screen.findByRole('dialog', { name: 'Bet details' })).toBeVisible();
  },
};

/** Phones: cards, more as the list scrolls. */
export const PhoneCards: Story = {
  args: { layout: 'cards' },
  // Inside the page frame of every story (a second frame would be a second main landmark).
  decorators: [(Story) => <div style={{ maxWidth: 400 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Load more' })).toBeVisible();
  },
};

/** Waiting for the sandbox (the slow scenario shows the spinner longer). */
export const Loading: Story = {
  globals: { scenario: 'slow' },
};

/** member02 has never placed a bet. */
export const NoRecordsYet: Story = {
  parameters: { account: 'member02' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No records yet')).toBeVisible();
  },
};

/** Bets exist, but no order has this number. */
export const NoRecordsForTheseFilters: Story = {
  parameters: { route: route('&type=SPORTS&order=NO-SUCH-ORDER') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No records for these filters')).toBeVisible();
  },
};

/** The platform fails: the message with Retry; Retry asks again with the same filters. */
export const LoadError: Story = {
  beforeEach: () => forceError('GET /wps/relay/ODSFE2_SportsSettOrders', { code: 'unknown_error' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(canvas.getByRole('table')).toBeVisible());
  },
};

/** Golden Lotus, dark theme, in Tagalog. */
export const TagalogDarkGoldenLotus: Story = {
  globals: { language: 'TY', theme: 'dark', brand: 'goldenlotus' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('columnheader', { name: 'Pinili' })).toBeVisible();
  },
};
