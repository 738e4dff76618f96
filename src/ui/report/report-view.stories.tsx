import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { addDays, dayOf } from '@/lib/date-range';
import { ReportView } from './report-view';
import type { ReportDefinition, ReportPage, ReportQuery } from './types';

interface Row {
  id: string;
  time: number;
  kind: 'deposit' | 'withdraw' | 'betting';
  amount: number;
  balance: number;
  remark: string;
}

const KINDS = ['deposit', 'withdraw', 'betting'] as const;
const REMARKS = ['GCash deposit', 'Withdrawal to bank card ****1234', 'Bet on "Fortune Gems", round 88,102', 'Tạp hoá / 彩票 / ñ'];

function history(count: number): Row[] {
  const start = Date.now();
  let balance = 5_000_00;
  return Array.from({ length: count }, (_, i) => {
    const kind = KINDS[i % 3]!;
    const amount = kind === 'deposit' ? 1_000_00 + i * 1_25 : -(20_00 + (i % 7) * 1_50);
    balance += amount;
    return { id: `TX${100000 + i}`, time: start - i * 3_600_000, kind, amount, balance, remark: REMARKS[i % REMARKS.length]! };
  });
}

function pageOf(rows: Row[], query: ReportQuery, page: number): ReportPage<Row> {
  const matched = rows.filter((row) => !query.type || row.kind === query.type);
  const sum = (sign: number) => matched.reduce((total, row) => (Math.sign(row.amount) === sign ? total + row.amount : total), 0);
  return {
    rows: matched.slice((page - 1) * query.size, page * query.size),
    total: matched.length,
    totalPages: Math.ceil(matched.length / query.size),
    footer: [
      { id: 'in', labelKey: 'txn_total_in', minor: sum(1) },
      { id: 'out', labelKey: 'txn_total_out', minor: sum(-1) },
      { id: 'net', labelKey: 'txn_total_net', minor: sum(1) + sum(-1) },
    ],
  };
}

/** A report over an in-memory history: `fetch` decides how each page answers. */
function demoReport(fetch: ReportDefinition<Row>['fetcher'], hasAny = true): ReportDefinition<Row> {
  return {
    id: 'story',
    titleKey: 'txn_title',
    columns: [
      { id: 'time', headerKey: 'txn_col_time', time: (row) => row.time },
      { id: 'type', headerKey: 'txn_col_type', cell: (row) => row.kind, card: 'title' },
      { id: 'amount', headerKey: 'txn_col_amount', amount: (row) => row.amount },
      { id: 'balance', headerKey: 'txn_col_balance', amount: (row) => row.balance, signed: false },
      { id: 'remark', headerKey: 'txn_col_remark', cell: (row) => row.remark },
    ],
    fetcher: fetch,
    rowKey: (row) => row.id,
    types: [
      { value: '', labelKey: 'txn_code_all' },
      { value: 'deposit', labelKey: 'txn_code_deposit' },
      { value: 'withdraw', labelKey: 'txn_code_withdraw' },
      { value: 'betting', labelKey: 'txn_code_betting' },
    ],
    typeControl: 'select',
    typeLabelKey: 'txn_type_filter',
    maxRangeDays: 30,
    hasAnyRecords: async () => hasAny,
  };
}

const many = history(236);
const answer = (rows: Row[]) => async (query: ReportQuery, page: number) => pageOf(rows, query, page);
const today = dayOf();

const meta = {
  title: 'UI/Report view',
  component: ReportView<Row>,
  args: { report: demoReport(answer(many)), layout: 'table' },
  parameters: { route: '/member/transactionHistory' },
  decorators: [
    (Story) => (
      <main style={{ maxWidth: 960, padding: 16 }}>
        <h1>Report</h1>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof ReportView<Row>>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Many pages: totals strip, count, table and pager; money out with a minus sign and the loss colour. */
export const ManyPages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table')).toBeVisible();
    await expect(canvas.getByText('Page 1 of 24')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(await canvas.findByText('Page 2 of 24')).toBeVisible();
  },
};

/** One page: no pager. */
export const OnePage: Story = {
  args: { report: demoReport(answer(history(4))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table');
    await expect(canvas.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  },
};

/**
 * The next page is on its way: the rows shown stay readable at full contrast (dimmed text would fail it), the table
 * says it is busy, and a bar under the headings moves.
 */
export const NextPageLoading: Story = {
  args: { report: demoReport(async (query, page) => (page === 1 ? pageOf(many, query, page) : new Promise(() => undefined))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table');
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getAllByRole('cell', { name: 'GCash deposit' })[0]).toBeVisible();
  },
};

/** Waiting for the first page. */
export const Loading: Story = {
  args: { report: demoReport(() => new Promise(() => undefined)) },
};

/** The member has no records at all. */
export const EmptyNoRecordsYet: Story = {
  args: { report: demoReport(answer([]), false) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No records yet')).toBeVisible();
  },
};

/** Records exist, none for these filters: with Reset. */
export const EmptyForTheseFilters: Story = {
  args: { report: demoReport(answer([]), true) },
  parameters: { route: `/member/transactionHistory?from=${addDays(today, -6)}&to=${today}&type=withdraw` },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No records for these filters')).toBeVisible();
  },
};

/** The platform failed: the message and Retry, the filters kept. */
export const LoadError: Story = {
  args: {
    report: demoReport(async () => {
      throw new Error('offline');
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** A range over the report's 30 days: refused before asking, with the reason. */
export const RangeOverTheLimit: Story = {
  parameters: { route: `/member/transactionHistory?from=${addDays(today, -45)}&to=${today}` },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(/30/);
  },
};

/** Custom range: the From and To days and the calendar (loaded on demand). */
export const CustomRange: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table');
    await userEvent.click(canvas.getByRole('button', { name: 'Custom' }));
    await expect(await canvas.findByRole('grid')).toBeVisible();
  },
};

/** Phones: cards that load more as the list scrolls. */
export const PhoneCards: Story = {
  args: { layout: 'cards' },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByRole('listitem')).length).toBeGreaterThan(0);
  },
};
