import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import useSWRInfinite from 'swr/infinite';
import { agentPath } from '@/lib/agent-centre';
import { formatDate } from '@/lib/format';
import { formatMinor } from '@/lib/money';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { ReportAmount } from '@/ui/report/amount';
import { cellContent, ReportCards } from '@/ui/report/report-results';
import type { ReportColumn, ReportDefinition } from '@/ui/report/types';
import { PHONE_QUERY, useMediaQuery } from '@/ui/report/use-media-query';
import '@/ui/report/report.css';
import { useAgentInfo } from '../../api/agent-info';
import { downlinesKey, fetchDownlines, useDownlines, type DownlinePage, type DownlineRow } from '../api/downlines';
import { useTransferEnabled } from '../api/transfer-enabled';
import {
  DEFAULT_DOWNLINE_QUERY,
  DOWNLINE_SCOPES,
  DOWNLINE_SEARCH_MAX,
  DOWNLINE_SORTS,
  DOWNLINE_STATUSES,
  DOWNLINE_TYPES,
  drillQuery,
  nextSort,
  readDownlineQuery,
  writeDownlineQuery,
  type DownlineQuery,
  type DownlineSort,
} from '../downline-query';
import { PromoteDialog } from './promote-dialog';
import { TransferDialog } from './transfer-dialog';
import './downlines.css';

/** Rows per page: table pages and card batches alike. */
export const DOWNLINE_PAGE_SIZE = 20;

/** The address of the downline list with this state. */
export function downlineListPath(query: DownlineQuery): string {
  return agentPath('downlineManagmentView', writeDownlineQuery(query));
}

/** What a row may do, decided from the agent's type rules and the row. */
interface RowActions {
  canTransfer: (row: DownlineRow) => boolean;
  canPromote: (row: DownlineRow) => boolean;
  onTransfer: (account: string) => void;
  onPromote: (account: string) => void;
}

type Column = ReportColumn<DownlineRow> & { sort?: DownlineSort };

function useColumns(query: DownlineQuery, actions: RowActions): Column[] {
  const { t } = useTranslation();
  return useMemo(() => {
    const typeText = (row: DownlineRow) => (row.type === 0 ? t('downlines_type_member') : t('downlines_type_agent', { type: row.type }));
    return [
      {
        id: 'account',
        headerKey: 'downlines_col_account',
        sort: 'account',
        card: 'title',
        cell: (row) =>
          row.directCount > 0 ? (
            <Link
              to={downlineListPath(drillQuery(query, row.account))}
              aria-label={`${row.account}${t('downlines_open_team', { count: row.directCount })}`}
            >
              {row.account}
            </Link>
          ) : (
            row.account
          ),
      },
      ...(query.scope === 'all' ? [{ id: 'level', headerKey: 'downlines_col_level', align: 'end', cell: (row) => String(row.level) } satisfies Column] : []),
      { id: 'type', headerKey: 'downlines_col_type', sort: 'type', cell: typeText },
      { id: 'balance', headerKey: 'downlines_col_balance', sort: 'balance', align: 'end', cell: (row) => <ReportAmount minor={row.balanceMinor} signed={false} /> },
      { id: 'registered', headerKey: 'downlines_col_registered', sort: 'registerTime', time: (row) => row.registerTime },
      {
        id: 'lastLogin',
        headerKey: 'downlines_col_last_login',
        sort: 'lastLoginTime',
        cell: (row) => (row.lastLoginTime === null ? t('downlines_never') : formatDate(row.lastLoginTime)),
      },
      {
        id: 'status',
        headerKey: 'downlines_col_status',
        sort: 'status',
        cell: (row) => <span className={`downlines__status downlines__status--${row.status.toLowerCase()}`}>{t(`downlines_status_${row.status}`)}</span>,
      },
      { id: 'team', headerKey: 'downlines_col_team', align: 'end', cell: (row) => String(row.directCount) },
      {
        id: 'actions',
        headerKey: 'downlines_col_actions',
        cell: (row) => (
          <div className="downlines__row-actions">
            {actions.canTransfer(row) ? (
              <Button
                size="small"
                variant="secondary"
                aria-label={`${t('downlines_action_transfer')}${t('downlines_action_for', { account: row.account })}`}
                onClick={() => actions.onTransfer(row.account)}
              >
                {t('downlines_action_transfer')}
              </Button>
            ) : null}
            {actions.canPromote(row) ? (
              <Button
                size="small"
                variant="secondary"
                aria-label={`${t('downlines_action_promote')}${t('downlines_action_for', { account: row.account })}`}
                onClick={() => actions.onPromote(row.account)}
              >
                {t('downlines_action_promote')}
              </Button>
            ) : null}
            <Link
              className="downlines__link"
              to={agentPath('personalHistoryCopy', `?account=${encodeURIComponent(row.account)}`)}
              aria-label={`${t('downlines_action_bets')}${t('downlines_action_for', { account: row.account })}`}
            >
              {t('downlines_action_bets')}
            </Link>
            <Link
              className="downlines__link"
              to={agentPath('agentDownlineTransactionDetailsCopy', `?account=${encodeURIComponent(row.account)}`)}
              aria-label={`${t('downlines_action_transactions')}${t('downlines_action_for', { account: row.account })}`}
            >
              {t('downlines_action_transactions')}
            </Link>
          </div>
        ),
      },
    ] satisfies Column[];
  }, [t, query, actions]);
}

/** The search form: username, type and status, applied by Search (page 1); Reset clears them (the sort stays). */
function DownlineFilters({ query, onApply, phone }: { query: DownlineQuery; onApply: (next: DownlineQuery) => void; phone: boolean }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(query);
  // The address changed (Back, a drill-down, a reset): the form shows what is applied (adjusted while rendering).
  const appliedKey = JSON.stringify(query);
  const [shownKey, setShownKey] = useState(appliedKey);
  if (shownKey !== appliedKey) {
    setShownKey(appliedKey);
    setDraft(query);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, search: draft.search.trim(), page: 1 });
  };
  const reset = () => onApply({ ...DEFAULT_DOWNLINE_QUERY, parent: query.parent, scope: query.scope, sort: query.sort, order: query.order });
  return (
    <form className="report-filters downlines__filters" onSubmit={submit} noValidate aria-label={t('downlines_filters')}>
      <fieldset className="report-filters__switch">
        <legend className="report-filters__legend">{t('downlines_scope')}</legend>
        {DOWNLINE_SCOPES.map((scope) => (
          <Button
            key={scope}
            size="small"
            variant={query.scope === scope ? 'primary' : 'secondary'}
            aria-pressed={query.scope === scope}
            onClick={() => onApply({ ...query, scope, page: 1 })}
          >
            {t(`downlines_scope_${scope}`)}
          </Button>
        ))}
      </fieldset>
      <div className="report-filters__more">
        <label className="report-filters__field">
          <span>{t('downlines_col_account')}</span>
          <input
            type="search"
            value={draft.search}
            maxLength={DOWNLINE_SEARCH_MAX}
            onChange={(event) => setDraft((d) => ({ ...d, search: event.target.value.trimStart() }))}
          />
        </label>
        <label className="report-filters__field">
          <span>{t('downlines_col_type')}</span>
          <select value={draft.type} onChange={(event) => setDraft((d) => ({ ...d, type: event.target.value as DownlineQuery['type'] }))}>
            {DOWNLINE_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`downlines_filter_type_${type || 'all'}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="report-filters__field">
          <span>{t('downlines_col_status')}</span>
          <select value={draft.status} onChange={(event) => setDraft((d) => ({ ...d, status: event.target.value as DownlineQuery['status'] }))}>
            {DOWNLINE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {status ? t(`downlines_status_${status}`) : t('downlines_filter_status_all')}
              </option>
            ))}
          </select>
        </label>
        {phone ? (
          <>
            <label className="report-filters__field">
              <span>{t('downlines_sort_by')}</span>
              <select value={draft.sort} onChange={(event) => setDraft((d) => ({ ...d, sort: event.target.value as DownlineSort }))}>
                {DOWNLINE_SORTS.map((sort) => (
                  <option key={sort} value={sort}>
                    {t(`downlines_sort_${sort}`)}
                  </option>
                ))}
              </select>
            </label>
            <label className="report-filters__field">
              <span>{t('downlines_sort_order')}</span>
              <select value={draft.order} onChange={(event) => setDraft((d) => ({ ...d, order: event.target.value as DownlineQuery['order'] }))}>
                <option value="asc">{t('downlines_sort_asc')}</option>
                <option value="desc">{t('downlines_sort_desc')}</option>
              </select>
            </label>
          </>
        ) : null}
      </div>
      <div className="report-filters__actions">
        <Button type="submit">{t('report_search')}</Button>
        <Button variant="secondary" onClick={reset}>
          {t('report_reset')}
        </Button>
      </div>
    </form>
  );
}

/** Where the list is in the tree: the agent, then each downline opened, the last one being the list shown. */
function Breadcrumb({ path, query }: { path: DownlinePage['path']; query: DownlineQuery }) {
  const { t } = useTranslation();
  if (path.length < 2) return null;
  return (
    <nav className="downlines__breadcrumb" aria-label={t('downlines_breadcrumb')}>
      <ol>
        {path.map((item, index) => {
          const last = index === path.length - 1;
          const label = item.level === 0 ? t('downlines_breadcrumb_me', { account: item.account }) : item.account;
          return (
            <li key={item.account}>
              {last ? (
                <span aria-current="location">{label}</span>
              ) : (
                <Link to={downlineListPath(item.level === 0 ? drillQuery(query, '') : drillQuery(query, item.account))}>{label}</Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

function SortableTable({ columns, rows, query, busy, onSort }: {
  columns: Column[];
  rows: readonly DownlineRow[];
  query: DownlineQuery;
  busy: boolean;
  onSort: (sort: DownlineSort) => void;
}) {
  const { t } = useTranslation();
  return (
    // Focusable so keyboard users can scroll a table wider than the screen (axe: scrollable-region-focusable).
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <section className="report-table-wrap" aria-label={t('report_results', { title: t('downlines_list_title') })} tabIndex={0}>
      <table className="report-table downlines__table" aria-busy={busy || undefined}>
        <thead>
          <tr>
            {columns.map((column) => {
              const sorted = column.sort && column.sort === query.sort;
              return (
                <th
                  key={column.id}
                  scope="col"
                  className={`report-cell--${column.align ?? 'start'}`}
                  aria-sort={sorted ? (query.order === 'asc' ? 'ascending' : 'descending') : undefined}
                >
                  {column.sort ? (
                    <button type="button" className="downlines__sort" onClick={() => onSort(column.sort!)}>
                      {t(column.headerKey)}
                      <span aria-hidden="true" className="downlines__sort-mark">
                        {sorted ? (query.order === 'asc' ? '▲' : '▼') : '↕'}
                      </span>
                    </button>
                  ) : (
                    t(column.headerKey)
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.account}>
              {columns.map((column) => (
                <td key={column.id} className={`report-cell--${column.align ?? 'start'}`}>
                  {cellContent(column, row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Summary({ page }: { page: DownlinePage }) {
  const { t } = useTranslation();
  return (
    <dl className="report-totals downlines__summary">
      <div className="report-totals__item">
        <dt>{t('downlines_total_count')}</dt>
        <dd>{page.total}</dd>
      </div>
      <div className="report-totals__item">
        <dt>{t('downlines_total_balance')}</dt>
        <dd>{formatMinor(page.totalBalanceMinor)}</dd>
      </div>
    </dl>
  );
}

function Empty({ filtered, onReset }: { filtered: boolean; onReset: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="report-state report-state--empty">
      <p className="report-state__title">{filtered ? t('downlines_empty_filtered') : t('downlines_empty')}</p>
      {filtered ? (
        <Button variant="secondary" onClick={onReset}>
          {t('report_reset')}
        </Button>
      ) : null}
    </div>
  );
}

function Failed({ onRetry, retrying, notInTeam }: { onRetry: () => void; retrying: boolean; notInTeam: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="report-state report-state--error" role="alert">
      <p>{notInTeam ? t('downlines_error_not_in_team') : t('downlines_load_failed')}</p>
      {notInTeam ? (
        <Link to={agentPath('downlineManagmentView')}>{t('downlines_back_to_mine')}</Link>
      ) : (
        <Button onClick={onRetry} disabled={retrying}>
          {t('btn_retry')}
        </Button>
      )}
    </div>
  );
}

const isNotInTeam = (error: unknown) => (error as { code?: string } | undefined)?.code === 'downline.not.exists';
const isFiltered = (query: DownlineQuery) => Boolean(query.search || query.type || query.status);

interface ResultsProps {
  query: DownlineQuery;
  columns: Column[];
  onQuery: (next: DownlineQuery) => void;
  /** Hands the page the list's revalidate (after a transfer or a promotion). */
  registerRefresh: (refresh: () => void) => void;
}

/** Wide screens: one page at a time, its number in the address. */
function PagedResults({ query, columns, onQuery, registerRefresh }: ResultsProps) {
  const { t } = useTranslation();
  const { data, error, isValidating, mutate } = useDownlines(query, query.page, DOWNLINE_PAGE_SIZE);
  useEffect(() => registerRefresh(() => void mutate()), [registerRefresh, mutate]);
  const reset = () => onQuery({ ...DEFAULT_DOWNLINE_QUERY, parent: query.parent, scope: query.scope, sort: query.sort, order: query.order });

  let content: ReactNode;
  if (error && !isValidating) content = <Failed onRetry={() => void mutate()} retrying={isValidating} notInTeam={isNotInTeam(error)} />;
  else if (!data) content = <Spinner label={t('loading')} />;
  else
    content = (
      <>
        <Breadcrumb path={data.path} query={query} />
        <Summary page={data} />
        {data.total === 0 ? (
          <Empty filtered={isFiltered(query)} onReset={reset} />
        ) : (
          <>
            <SortableTable
              columns={columns}
              rows={data.rows}
              query={query}
              busy={isValidating}
              onSort={(column) => onQuery({ ...query, ...nextSort(query, column), page: 1 })}
            />
            {data.totalPages > 1 ? (
              <nav className="report-pager" aria-label={t('report_pages')}>
                <Button variant="secondary" size="small" disabled={data.page <= 1} onClick={() => onQuery({ ...query, page: data.page - 1 })}>
                  {t('report_previous')}
                </Button>
                <span className="report-pager__where">{t('report_page_of', { page: data.page, pages: data.totalPages })}</span>
                <Button
                  variant="secondary"
                  size="small"
                  disabled={data.page >= data.totalPages}
                  onClick={() => onQuery({ ...query, page: data.page + 1 })}
                >
                  {t('report_next')}
                </Button>
              </nav>
            ) : null}
          </>
        )}
      </>
    );
  return <div className="report-results">{content}</div>;
}

/** Phones: cards in a virtualised scroll box, the next batch loading as the last cards come into view. */
function CardResults({ query, columns, onQuery, registerRefresh }: ResultsProps) {
  const { t } = useTranslation();
  const { data, error, isValidating, mutate, size, setSize } = useSWRInfinite<DownlinePage>(
    (index, previous: DownlinePage | null) => (previous && index >= previous.totalPages ? null : downlinesKey(query, index + 1, DOWNLINE_PAGE_SIZE)),
    (key: ReturnType<typeof downlinesKey>) => fetchDownlines(query, key[8], DOWNLINE_PAGE_SIZE),
    { revalidateOnFocus: false, revalidateFirstPage: false },
  );
  useEffect(() => registerRefresh(() => void mutate()), [registerRefresh, mutate]);
  const loadMore = useCallback(() => void setSize((current) => current + 1), [setSize]);
  const report = useMemo<ReportDefinition<DownlineRow>>(
    () => ({
      id: 'downlines',
      titleKey: 'downlines_list_title',
      columns,
      rowKey: (row) => row.account,
      fetcher: async () => ({ rows: [], total: 0, totalPages: 0 }),
    }),
    [columns],
  );
  const rows = useMemo(() => (data ?? []).flatMap((page) => page.rows), [data]);
  const first = data?.[0];
  const reset = () => onQuery({ ...DEFAULT_DOWNLINE_QUERY, parent: query.parent, scope: query.scope, sort: query.sort, order: query.order });

  let content: ReactNode;
  if (error && !isValidating && !first) content = <Failed onRetry={() => void mutate()} retrying={isValidating} notInTeam={isNotInTeam(error)} />;
  else if (!first) content = <Spinner label={t('loading')} />;
  else
    content = (
      <>
        <Breadcrumb path={first.path} query={query} />
        <Summary page={first} />
        {first.total === 0 ? (
          <Empty filtered={isFiltered(query)} onReset={reset} />
        ) : (
          <ReportCards
            report={report}
            columns={columns}
            rows={rows}
            busy={isValidating}
            total={first.total}
            hasMore={(data?.length ?? 0) < first.totalPages && !error}
            loadingMore={isValidating && size > (data?.length ?? 0)}
            onLoadMore={loadMore}
          />
        )}
      </>
    );
  return <div className="report-results">{content}</div>;
}

export interface DownlineManagementProps {
  /** Forces the layout (stories, tests); by default phones get cards, wider screens the table. */
  layout?: 'table' | 'cards';
}

/**
 * Downline management (downlineManagmentView): the agent's downlines searched, filtered, sorted and paged on the
 * server, all in the address; a downline with its own downlines opens them, with a breadcrumb back up. Each row can be
 * given money (transfer with the fund password and the money confirmation), promoted to agent where the agent's type
 * allows, and its bets and transactions opened in the team reports.
 */
export function DownlineManagement({ layout }: DownlineManagementProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [params, setParams] = useSearchParams();
  const query = readDownlineQuery(params);
  const phone = useMediaQuery(PHONE_QUERY);
  const cards = layout ? layout === 'cards' : phone;
  const { info } = useAgentInfo();
  const transfer = useTransferEnabled();
  const [transferTo, setTransferTo] = useState<string | null>(null);
  const [promote, setPromote] = useState<string | null>(null);
  const refresh = useRef<() => void>(() => {});
  const registerRefresh = useCallback((next: () => void) => {
    refresh.current = next;
  }, []);

  const onQuery = useCallback((next: DownlineQuery) => setParams((prev) => writeDownlineQuery(next, prev)), [setParams]);
  const transferOn = transfer.data?.enabled === true && info?.rules.transferToDownline === true;
  const promoteOn = info?.rules.promoteToAgent === true;
  const actions = useMemo<RowActions>(
    () => ({
      canTransfer: (row) => transferOn && row.status !== 'FROZEN',
      canPromote: (row) => promoteOn && row.level === 1 && row.type === 0,
      onTransfer: setTransferTo,
      onPromote: setPromote,
    }),
    [transferOn, promoteOn],
  );
  const columns = useColumns(query, actions);
  const Results = cards ? CardResults : PagedResults;

  return (
    <section className="downlines" aria-labelledby={headingId}>
      <h2 id={headingId} className="downlines__heading">
        {query.scope === 'all'
          ? query.parent
            ? t('downlines_heading_team_of', { account: query.parent })
            : t('downlines_heading_team_mine')
          : query.parent
            ? t('downlines_heading_of', { account: query.parent })
            : t('downlines_heading_mine')}
      </h2>
      <DownlineFilters query={query} onApply={onQuery} phone={cards} />
      <Results query={query} columns={columns} onQuery={onQuery} registerRefresh={registerRefresh} />
      {transferTo ? <TransferDialog account={transferTo} onClose={() => setTransferTo(null)} onMoneyMoved={() => refresh.current()} /> : null}
      {promote ? <PromoteDialog account={promote} onClose={() => setPromote(null)} onPromoted={() => refresh.current()} /> : null}
    </section>
  );
}
