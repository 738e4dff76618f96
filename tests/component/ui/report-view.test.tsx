import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getMerchant } from '@/merchant';
import { revalidateReports } from '@/lib/report-cache';
import { ReportView, type ReportDefinition, type ReportQuery } from '@/ui/report';
import { AppProviders, prepareApp } from '../../support/app-providers';

interface Row {
  id: string;
  time: number;
  kind: string;
  amount: number;
  note: string;
}

const merchant = getMerchant('luckystar')!;

function rowsFor(count: number): Row[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `T${i + 1}`,
    time: new Date(2026, 10, 24, 10, 0, i).getTime(),
    kind: i % 2 ? 'deposit' : 'withdraw',
    amount: i % 2 ? 150050 : -2000,
    note: i === 0 ? 'He said "hi", then left' : `row ${i + 1}`,
  }));
}

function definition(all: Row[], overrides: Partial<ReportDefinition<Row>> = {}) {
  const fetcher = vi.fn<ReportDefinition<Row>['fetcher']>(async (query: ReportQuery, page: number) => {
    const rows = all.filter((row) => !query.type || row.kind === query.type);
    return {
      rows: rows.slice((page - 1) * query.size, page * query.size),
      total: rows.length,
      totalPages: Math.ceil(rows.length / query.size),
      footer: [{ id: 'net', labelKey: 'txn_total_net', minor: rows.reduce((sum, row) => sum + row.amount, 0) }],
    };
  });
  const report: ReportDefinition<Row> = {
    id: 'test',
    titleKey: 'txn_title',
    columns: [
      { id: 'time', headerKey: 'txn_col_time', time: (row) => row.time },
      { id: 'kind', headerKey: 'txn_col_type', cell: (row) => row.kind },
      { id: 'amount', headerKey: 'txn_col_amount', amount: (row) => row.amount },
      { id: 'note', headerKey: 'txn_col_remark', cell: (row) => row.note },
    ],
    fetcher,
    rowKey: (row) => row.id,
    types: [
      { value: '', labelKey: 'txn_code_all' },
      { value: 'deposit', labelKey: 'txn_code_deposit' },
      { value: 'withdraw', labelKey: 'txn_code_withdraw' },
    ],
    typeControl: 'select',
    typeLabelKey: 'txn_type_filter',
    maxRangeDays: 30,
    hasAnyRecords: async () => all.length > 0,
    ...overrides,
  };
  return { report, fetcher };
}

function Address() {
  const { search } = useLocation();
  return <output aria-label="address">{search}</output>;
}

function renderReport(report: ReportDefinition<Row>, route = '/member/transactionHistory') {
  return render(
    <AppProviders merchant={merchant} route={route}>
      <ReportView report={report} layout="table" />
      <Address />
    </AppProviders>,
  );
}

const address = () => new URLSearchParams(screen.getByRole('status', { name: 'address' }).textContent ?? '');

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 24, 12));
  await prepareApp(merchant, 'EN');
});
afterEach(() => {
  vi.useRealTimers();
});

describe('ReportView', () => {
  it('shows the first page with totals, the count and amounts with sign and colour, and pages on', async () => {
    const user = userEvent.setup();
    const { report, fetcher } = definition(rowsFor(25));
    renderReport(report);
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText('25 records')).toBeInTheDocument();
    const out = within(table).getAllByText('-₱20.00')[0]!;
    expect(out).toHaveClass('report-amount--negative');
    expect(within(table).getAllByText('₱1,500.50')[0]).not.toHaveClass('report-amount--negative');
    const totals = screen.getByRole('region', { name: 'Totals for the period' });
    // Net over the whole range (12 deposits of 1,500.50, 13 withdrawals of 20.00), not just the page.
    expect(within(totals).getByText('Net')).toBeInTheDocument();
    expect(within(totals).getByText('₱17,746.00')).toBeInTheDocument();
    expect(fetcher).toHaveBeenLastCalledWith(expect.objectContaining({ from: '2026-11-24', to: '2026-11-24', type: '', size: 10 }), 1);

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Page 2 of 3');
    expect(address().get('page')).toBe('2');
    expect(fetcher).toHaveBeenLastCalledWith(expect.anything(), 2);
  });

  it('applies a preset at once and keeps the filters in the address', async () => {
    const user = userEvent.setup();
    const { report, fetcher } = definition(rowsFor(3));
    renderReport(report);
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await waitFor(() => expect(address().get('from')).toBe('2026-11-18'));
    expect(address().get('to')).toBe('2026-11-24');
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(fetcher).toHaveBeenLastCalledWith(expect.objectContaining({ from: '2026-11-18', to: '2026-11-24' }), 1));
    const { startMs, endMs } = fetcher.mock.lastCall![0];
    expect(startMs).toBe(new Date(2026, 10, 18).getTime());
    expect(endMs).toBe(new Date(2026, 10, 25).getTime() - 1);
  });

  it('reads the filters from the address it is opened at (bookmark, reload, Back)', async () => {
    const { report, fetcher } = definition(rowsFor(6));
    renderReport(report, '/member/transactionHistory?from=2026-11-02&to=2026-11-20&type=deposit');
    await screen.findByRole('table');
    expect(fetcher).toHaveBeenCalledWith(expect.objectContaining({ from: '2026-11-02', to: '2026-11-20', type: 'deposit' }), 1);
    expect(screen.getByRole('button', { name: 'Custom' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-02');
    expect(screen.getByRole('combobox', { name: 'Transaction type' })).toHaveValue('deposit');
  });

  it('refuses a custom range over the limit before asking, saying why', async () => {
    const user = userEvent.setup();
    const { report, fetcher } = definition(rowsFor(3));
    renderReport(report);
    await screen.findByRole('table');
    const calls = fetcher.mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Custom' }));
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-10-01');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('at most 30 days');
    expect(fetcher.mock.calls.length).toBe(calls);
    expect(address().get('from')).toBeNull();

    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-10-26');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(address().get('from')).toBe('2026-10-26'));
  });

  it('says why when the address holds a range over the limit, without asking', async () => {
    const { report, fetcher } = definition(rowsFor(3));
    renderReport(report, '/member/transactionHistory?from=2026-09-01&to=2026-11-24');
    expect(await screen.findByRole('alert')).toHaveTextContent('at most 30 days');
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('tells "no records yet" from "no records for these filters", and Reset goes back to the defaults', async () => {
    const user = userEvent.setup();
    renderReport(definition([]).report);
    expect(await screen.findByText('No records yet')).toBeInTheDocument();

    const { report } = definition(rowsFor(4).map((row) => ({ ...row, kind: 'deposit' })));
    renderReport(report, '/member/transactionHistory?from=2026-11-20&to=2026-11-24&type=withdraw');
    expect(await screen.findByText('No records for these filters')).toBeInTheDocument();
    const region = screen.getByText('No records for these filters').parentElement!;
    await user.click(within(region).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(screen.getAllByRole('table')).toHaveLength(1));
  });

  it('shows an error with Retry that asks again with the same filters', async () => {
    const user = userEvent.setup();
    const { report, fetcher } = definition(rowsFor(3));
    fetcher.mockRejectedValueOnce(new Error('offline'));
    renderReport(report, '/member/transactionHistory?from=2026-11-20&to=2026-11-24&type=deposit');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('could not be loaded');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByRole('table');
    expect(fetcher).toHaveBeenLastCalledWith(expect.objectContaining({ from: '2026-11-20', to: '2026-11-24', type: 'deposit' }), 1);
  });

  it('exports the rows shown as a UTF-8 CSV with a BOM, named after the report and the range', async () => {
    const user = userEvent.setup();
    const blobs: Blob[] = [];
    const create = vi.fn<(blob: Blob) => string>((blob: Blob) => {
      blobs.push(blob);
      return 'blob:csv';
    });
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: vi.fn<(url: string) => void>() });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const { report } = definition(rowsFor(3));
    renderReport(report);
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(names).toEqual(['Transaction-history_2026-11-24_2026-11-24.csv']);
    const bytes = new Uint8Array(await blobs[0]!.arrayBuffer());
    expect(Array.from(bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    expect(text.split('\r\n')).toEqual([
      'Time,Type,Amount,Remark',
      '24/11/2026 10:00:00,withdraw,-20.00,"He said ""hi"", then left"',
      '24/11/2026 10:00:01,deposit,1500.50,row 2',
      '24/11/2026 10:00:02,withdraw,-20.00,row 3',
      '',
    ]);
  });

  it('refreshes when revalidateReports() is called (a live event)', async () => {
    const { report, fetcher } = definition(rowsFor(3));
    renderReport(report);
    await screen.findByRole('table');
    const calls = fetcher.mock.calls.length;
    await act(() => revalidateReports());
    await waitFor(() => expect(fetcher.mock.calls.length).toBeGreaterThan(calls));
  });
});

describe('ReportView with tabs, a switch and a detail view (the betting record shape)', () => {
  interface Bet {
    orderNo: string;
    category: string;
    settled: boolean;
    stake: number;
    event?: string;
  }
  const bets: Bet[] = [
    { orderNo: 'S1', category: 'SPORTS', settled: true, stake: 10000, event: 'Ginebra vs Magnolia' },
    { orderNo: 'S2', category: 'SPORTS', settled: false, stake: 5000, event: 'Lakers vs Celtics' },
    { orderNo: 'R1', category: 'RNG', settled: true, stake: 2000 },
  ];
  function betReport() {
    const fetcher = vi.fn<ReportDefinition<Bet>['fetcher']>(async (query) => {
      const rows = bets.filter(
        (bet) => bet.category === query.type && (query.type !== 'SPORTS' || bet.settled === (query.extra.status !== 'unsettled')),
      );
      return { rows, total: rows.length, totalPages: rows.length ? 1 : 0 };
    });
    const report: ReportDefinition<Bet> = {
      id: 'bets',
      titleKey: 'txn_title',
      columns: ({ type }) => [
        { id: 'order', headerKey: 'txn_col_order', cell: (bet) => bet.orderNo },
        ...(type === 'SPORTS' ? [{ id: 'event', headerKey: 'txn_col_remark', cell: (bet: Bet) => bet.event ?? '' }] : []),
        { id: 'stake', headerKey: 'txn_col_amount', amount: (bet) => bet.stake },
      ],
      fetcher,
      rowKey: (bet) => bet.orderNo,
      types: [
        { value: 'RNG', label: 'Slots' },
        { value: 'SPORTS', label: 'Sports' },
      ],
      typeLabelKey: 'txn_type_filter',
      extraFilters: [
        { name: 'status', labelKey: 'txn_col_type', kind: 'switch', types: ['SPORTS'], options: [{ value: 'settled', label: 'Settled' }, { value: 'unsettled', label: 'Unsettled' }] },
      ],
      renderDetail: (bet) => <p>Detail of {bet.orderNo}</p>,
      hasAnyRecords: async () => true,
    };
    return { report, fetcher };
  }

  it('switches category by tab, offers the switch only where it applies, and opens a row detail', async () => {
    const user = userEvent.setup();
    const { report, fetcher } = betReport();
    render(
      <AppProviders merchant={merchant} route="/member/personalHistoryCopy">
        <ReportView report={report} layout="table" />
        <Address />
      </AppProviders>,
    );
    expect(await screen.findByRole('tab', { name: 'Slots' })).toHaveAttribute('aria-selected', 'true');
    await screen.findByRole('cell', { name: 'R1' });
    expect(screen.queryByRole('group', { name: 'Type' })).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Sports' }));
    await screen.findByRole('cell', { name: 'S1' });
    expect(address().get('type')).toBe('SPORTS');
    expect(screen.getByRole('columnheader', { name: 'Remark' })).toBeInTheDocument();
    const status = screen.getByRole('group', { name: 'Type' });
    await user.click(within(status).getByRole('button', { name: 'Unsettled' }));
    await screen.findByRole('cell', { name: 'S2' });
    expect(address().get('status')).toBe('unsettled');
    expect(fetcher).toHaveBeenLastCalledWith(expect.objectContaining({ type: 'SPORTS', extra: { status: 'unsettled' } }), 1);

    await user.click(screen.getByRole('button', { name: 'Details' }));
    expect(screen.getByText('Detail of S2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Details' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('keeps an order number typed before a switch is pressed, and Reset clears it', async () => {
    const user = userEvent.setup();
    const { report } = betReport();
    report.extraFilters = [...report.extraFilters!, { name: 'orderNo', labelKey: 'bets_order_search', kind: 'text', maxLength: 40 }];
    render(
      <AppProviders merchant={merchant} route="/member/personalHistoryCopy?type=SPORTS">
        <ReportView report={report} layout="table" />
        <Address />
      </AppProviders>,
    );
    await screen.findByRole('cell', { name: 'S1' });
    const orderNo = screen.getByRole('searchbox', { name: 'Order number' });
    await user.type(orderNo, 'S2');
    await user.click(within(screen.getByRole('group', { name: 'Type' })).getByRole('button', { name: 'Unsettled' }));
    await waitFor(() => expect(address().get('status')).toBe('unsettled'));
    await screen.findByRole('cell', { name: 'S2' });
    // The switch applied at once; the typed order number waits for Search, still in its field.
    expect(screen.getByRole('searchbox', { name: 'Order number' })).toHaveValue('S2');
    expect(address().get('orderNo')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(address().get('status')).toBeNull());
    expect(screen.getByRole('searchbox', { name: 'Order number' })).toHaveValue('');

    // Reset where the address already holds the defaults: nothing to navigate to, the typed number still goes.
    const before = screen.getByRole('status', { name: 'address' }).textContent;
    await user.type(screen.getByRole('searchbox', { name: 'Order number' }), 'R1');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('status', { name: 'address' }).textContent).toBe(before);
    expect(screen.getByRole('searchbox', { name: 'Order number' })).toHaveValue('');
  });
});
