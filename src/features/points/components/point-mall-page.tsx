import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useAccess } from '@/lib/access';
import { useSystem } from '@/lib/system';
import { isFlagOn } from '@/lib/whitelabel';
import { Button } from '@/ui/button';
import { ReportView } from '@/ui/report';
import { Spinner } from '@/ui/spinner';
import { Tabs, type TabItem } from '@/ui/tabs';
import { usePointBalance } from '../api/point-balance';
import { usePointConfig } from '../api/point-config';
import { formatPoints } from '../format';
import { ConvertPanel } from './convert-panel';
import { GoodsPanel } from './goods-panel';
import { pointDetailsReport, redeemHistoryReport } from './reports';
import { RulesPanel } from './rules-panel';
import './points.css';

/** The tabs of the mall, in order; visitors get goods and rules only. */
export const POINT_MALL_TABS = ['goods', 'convert', 'history', 'details', 'rules'] as const;
export type PointMallTab = (typeof POINT_MALL_TABS)[number];
const VISITOR_TABS: readonly PointMallTab[] = ['goods', 'rules'];
const TAB_LABELS: Record<PointMallTab, string> = {
  goods: 'points_tab_goods',
  convert: 'points_tab_convert',
  history: 'points_tab_history',
  details: 'points_tab_details',
  rules: 'points_tab_rules',
};

export interface PointMallPageProps {
  /** Forces the reports' layout (stories); by the screen width otherwise. */
  layout?: 'table' | 'cards';
}

/**
 * /pointMall (PTSYS3): the member's points, then tabs (in the address as ?tab=): goods with redeem, convert to cash,
 * redeem history, points details, rules with the exchange-rate table. Visitors see goods and rules and are asked to
 * sign in; a trial account is told it needs a real account when it acts; PTSYS3 off says points are not available.
 */
export function PointMallPage({ layout }: PointMallPageProps) {
  const { t } = useTranslation();
  const { flags } = useSystem();
  const access = useAccess();
  const [params, setParams] = useSearchParams();
  const on = isFlagOn(flags, 'PTSYS3');
  const signedIn = access.role !== 'anonymous';
  const balance = usePointBalance(on && signedIn);
  const config = usePointConfig(on);
  const history = useMemo(() => redeemHistoryReport(t), [t]);
  const details = useMemo(() => pointDetailsReport(t), [t]);

  const allowed = signedIn ? POINT_MALL_TABS : VISITOR_TABS;
  const asked = params.get('tab') as PointMallTab | null;
  const tab: PointMallTab = asked && allowed.includes(asked) ? asked : 'goods';
  // Another tab starts from its own defaults: the previous report's filters leave the address.
  const select = (id: string) => setParams(id === 'goods' ? {} : { tab: id });

  const heading = (
    <h1 id="points-title" className="points__title">
      {t('screen_point_mall')}
    </h1>
  );
  if (!on)
    return (
      <section className="points" aria-labelledby="points-title">
        {heading}
        <p className="points__notice">{t('points_not_available')}</p>
      </section>
    );

  const points = balance.data ?? null;
  const panel = (id: PointMallTab) => {
    if (id !== tab) return null;
    if (id === 'goods') return <GoodsPanel balance={points} />;
    if (id === 'history') return <ReportView report={history} layout={layout} />;
    if (id === 'details') return <ReportView report={details} layout={layout} />;
    if (!config.data)
      return config.error ? (
        <div className="points__notice" role="alert">
          <p>{t('points_rules_failed')}</p>
          <Button onClick={() => void config.mutate()}>{t('btn_retry')}</Button>
        </div>
      ) : (
        <Spinner />
      );
    if (id === 'rules') return <RulesPanel rules={config.data} />;
    if (points === null) return <Spinner />;
    return <ConvertPanel balance={points} rules={config.data} />;
  };
  const tabs: TabItem[] = allowed.map((id) => ({ id, label: t(TAB_LABELS[id]), panel: panel(id) }));

  return (
    <section className="points" aria-labelledby="points-title">
      {heading}
      <div className="points__summary">
        {signedIn ? (
          <p className="points__balance">
            <span>{t('points_yours')}</span>{' '}
            <strong aria-live="polite">{points === null ? (balance.error ? t('points_balance_failed') : t('loading')) : formatPoints(points)}</strong>
          </p>
        ) : (
          <>
            <p>{t('points_visitor')}</p>
            <Button onClick={() => access.requireMember()}>{t('points_sign_in')}</Button>
          </>
        )}
        <p className="points__never-expire">{t('points_rule_never_expire')}</p>
      </div>
      <Tabs label={t('points_tabs_label')} tabs={tabs} selected={tab} onChange={select} />
    </section>
  );
}
