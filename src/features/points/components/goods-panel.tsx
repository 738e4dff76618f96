import { useMachine } from '@xstate/react';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { fromPromise } from 'xstate';
import { useAccess } from '@/lib/access';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { POINT_BALANCE_KEY } from '../api/point-balance';
import { useGoods, type Goods } from '../api/point-rewards';
import { redeemGoods } from '../api/redeem-point-reward';
import { formatPoints } from '../format';
import { redeemMachine } from '../redeem.machine';
import { GoodsCard } from './goods-card';
import { RedeemDialog } from './redeem-dialog';
import { revalidatePointsReports } from './reports';

export interface GoodsPanelProps {
  /** The member's points; null for a visitor or while unknown. */
  balance: number | null;
}

/**
 * The goods of the mall, a page at a time, each with Redeem: a visitor is asked to sign in, a trial account is told
 * it needs a real account, a member gets the redeem form (quantity, address or mobile, fund password).
 */
export function GoodsPanel({ balance }: GoodsPanelProps) {
  const { t } = useTranslation();
  const access = useAccess();
  const { mutate } = useSWRConfig();
  const [page, setPage] = useState(1);
  const goods = useGoods(page, true);
  const [password, setPassword] = useState('');
  const passwordRef = useRef<HTMLInputElement>(null);
  const live = useRef({ mutate });
  useLayoutEffect(() => {
    live.current = { mutate };
  });
  // The machine is made once; its actions read the ref only when they run, after render.
  // oxlint-disable-next-line react/refs
  const [machine] = useState(() =>
    redeemMachine.provide({
      actors: { redeem: fromPromise(({ input }) => redeemGoods(input)) },
      actions: {
        pointsMoved: () => {
          setPassword('');
          void live.current.mutate(POINT_BALANCE_KEY);
          void live.current.mutate((key) => Array.isArray(key) && key[0] === 'points-goods');
          revalidatePointsReports(live.current.mutate);
        },
        passwordRefused: () => {
          setPassword('');
          queueMicrotask(() => passwordRef.current?.focus());
        },
      },
    }),
  );
  const [snapshot, send] = useMachine(machine);
  const { context } = snapshot;
  const step = snapshot.value;

  const open = (item: Goods) => {
    if (!access.requireRealAccount()) return;
    setPassword('');
    send({ type: 'OPEN', goods: item });
  };

  if (goods.error && !goods.data)
    return (
      <div className="points__notice" role="alert">
        <p>{t('points_goods_failed')}</p>
        <Button onClick={() => void goods.mutate()}>{t('btn_retry')}</Button>
      </div>
    );
  if (!goods.data) return <Spinner label={t('points_loading_goods')} />;
  const { totalPages, total } = goods.data;
  return (
    <div className="points__goods">
      {/* The goods' names are h3: this names their list in the page's outline (the tab already shows it). */}
      <h2 className="visually-hidden">{t('points_tab_goods')}</h2>
      <p className="points__goods-count">{t('points_goods_total', { total: formatPoints(total) })}</p>
      <ul className="points__goods-list" aria-busy={goods.isValidating}>
        {goods.data.goods.map((item) => (
          <li key={item.rewardId}>
            <GoodsCard goods={item} onRedeem={open} />
          </li>
        ))}
      </ul>
      {totalPages > 1 ? (
        <nav className="points__pager" aria-label={t('points_goods_pages')}>
          <Button variant="secondary" size="small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('points_page_previous')}
          </Button>
          <span aria-live="polite">{t('points_page_of', { page, pages: totalPages })}</span>
          <Button variant="secondary" size="small" disabled={page >= totalPages} onClick={() => setPage(page + 1)}>
            {t('points_page_next')}
          </Button>
        </nav>
      ) : null}
      {context.goods && step !== 'idle' ? (
        <RedeemDialog
          key={context.goods.rewardId}
          goods={context.goods}
          step={step}
          balance={balance}
          error={context.error}
          result={context.result}
          onSubmit={(input) => send({ type: 'SUBMIT', ...input })}
          onRetry={() => send({ type: 'RETRY' })}
          onClose={() => send({ type: 'CLOSE' })}
          passwordRef={passwordRef}
          password={password}
          onPasswordChange={setPassword}
        />
      ) : null}
    </div>
  );
}
