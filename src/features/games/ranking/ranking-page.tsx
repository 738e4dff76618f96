import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { formatWinAmount } from '@/features/home';
import { currentLocale, DATE_TIME, formatDate } from '@/lib/format';
import { useMember } from '@/lib/member';
import { useMerchant } from '@/merchant';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { Tabs } from '@/ui/tabs';
import { markOwn, useBiggestWins, useLatestWins, WIN_PERIODS, type RankedWin, type WinPeriod } from './ranking-api';
import '../search/discover.css';

const PERIOD_KEYS: Record<WinPeriod, string> = { DAY: 'discover_period_day', WEEK: 'discover_period_week', MONTH: 'discover_period_month' };

export interface WinsTableProps {
  title: string;
  wins: RankedWin[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry(): void;
  /** The biggest wins: rank and bet columns, the member's own wins marked. */
  ranked?: boolean;
  /** Controls above the table (the period choice). */
  toolbar?: React.ReactNode;
}

/** A titled table of wins (player, game, prize, time; rank and bet when ranked), with its loading, empty and error states. */
export function WinsTable({ title, wins, loading, failed, onRetry, ranked = false, toolbar }: WinsTableProps) {
  const { t } = useTranslation();
  const merchant = useMerchant();
  const headingId = useId();
  const locale = currentLocale();
  const money = (amount: number) => `${merchant.currency.symbol}${formatWinAmount(amount, locale)}`;
  let body: React.ReactNode;
  if (failed) {
    body = (
      <div role="alert" className="discover-prompt">
        <p>{t('discover_wins_failed')}</p>
        <Button size="small" onClick={onRetry}>{t('btn_retry')}</Button>
      </div>
    );
  } else if (loading || !wins) {
    body = <Spinner label={t('discover_wins_loading')} />;
  } else if (wins.length === 0) {
    body = <p className="discover-note">{t('discover_wins_none')}</p>;
  } else {
    body = (
      <table className="discover-table" aria-labelledby={headingId}>
        <thead>
          <tr>
            {ranked ? <th scope="col">{t('discover_col_rank')}</th> : null}
            <th scope="col">{t('discover_col_player')}</th>
            <th scope="col">{t('discover_col_game')}</th>
            {ranked ? <th scope="col" className="discover-table__amount">{t('discover_col_bet')}</th> : null}
            <th scope="col" className="discover-table__amount">{t('discover_col_prize')}</th>
            <th scope="col">{t('discover_col_time')}</th>
          </tr>
        </thead>
        <tbody>
          {wins.map((win) => (
            <tr key={`${win.rank}-${win.player}-${win.time ?? ''}`} className={win.own ? 'discover-table__own' : undefined}>
              {ranked ? <td>{win.rank}</td> : null}
              <td>
                {win.player}
                {win.own ? <span className="discover-badge">{t('discover_you')}</span> : null}
              </td>
              <td>{win.game}</td>
              {ranked ? <td className="discover-table__amount">{win.bet !== undefined ? money(win.bet) : ''}</td> : null}
              <td className="discover-table__amount">{money(win.prize)}</td>
              <td>{win.time !== undefined ? formatDate(win.time, DATE_TIME) : ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  return (
    <section className="discover-group" aria-labelledby={headingId}>
      <div className="discover-group__head">
        <h2 className="discover-group__title" id={headingId}>{title}</h2>
        {toolbar}
      </div>
      {body}
    </section>
  );
}

/** One category's latest wins (the winner board) and biggest wins of the chosen period. */
function CategoryWins({ category }: { category: string }) {
  const { t } = useTranslation();
  const { member, role } = useMember();
  const [period, setPeriod] = useState<WinPeriod>('WEEK');
  const latest = useLatestWins(category);
  const biggest = useBiggestWins(category, period);
  const account = role === 'anonymous' ? null : (member?.account ?? null);
  return (
    <div className="discover-columns">
      <WinsTable
        title={t('discover_biggest_wins')}
        ranked
        wins={biggest.data ? markOwn(biggest.data, account) : undefined}
        loading={biggest.isLoading}
        failed={biggest.error !== undefined}
        onRetry={() => void biggest.mutate()}
        toolbar={
          <fieldset className="discover-periods">
            <legend>{t('discover_period')}</legend>
            {WIN_PERIODS.map((p) => (
              <Button key={p} size="small" variant={p === period ? 'primary' : 'secondary'} aria-pressed={p === period} onClick={() => setPeriod(p)}>
                {t(PERIOD_KEYS[p])}
              </Button>
            ))}
          </fieldset>
        }
      />
      <WinsTable
        title={t('discover_latest_wins')}
        wins={latest.data}
        loading={latest.isLoading}
        failed={latest.error !== undefined}
        onRetry={() => void latest.mutate()}
      />
    </div>
  );
}

/** /winners: the winners and biggest-wins ranking by category (SPEC §2), the category in the address (?category=). */
export function RankingPage() {
  const { t } = useTranslation();
  const merchant = useMerchant();
  const [params, setParams] = useSearchParams();
  const categories = merchant.discover.rankingCategories;
  const selected = params.get('category')?.toUpperCase() ?? categories[0] ?? 'ALL';
  const labelOf = (category: string) => {
    if (category === 'ALL') return t('discover_all_categories');
    const key = merchant.categories[category]?.labelKey;
    return key ? t(key) : category;
  };
  return (
    <div className="discover-page">
      <h1 className="discover-page__title">{t('discover_winners_title')}</h1>
      <p className="discover-note">{t('discover_winners_intro')}</p>
      <Tabs
        label={t('discover_categories')}
        selected={selected}
        onChange={(id) => {
          const next = new URLSearchParams(params);
          if (id === categories[0]) next.delete('category');
          else next.set('category', id);
          setParams(next, { replace: true });
        }}
        tabs={categories.map((category) => ({
          id: category,
          label: labelOf(category),
          // Only the selected panel is drawn, so only its calls are made.
          panel: category === selected ? <CategoryWins category={category} /> : null,
        }))}
      />
    </div>
  );
}
