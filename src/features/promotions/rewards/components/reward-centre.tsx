import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Tabs } from '@/ui/tabs';
import { usePromotionClaims } from '../../api/claims';
import { money } from '../money';
import { ClaimHistory } from './claim-history';
import { IssuedRewards } from './issued-rewards';
import { PromoCodePanel } from './promo-code-panel';
import { RescueFund } from './rescue-fund';
import { SignInCalendar } from './sign-in-calendar';
import { TicketsPanel } from './tickets-panel';
import './rewards.css';

/** The rewards centre's tabs, in order; the address keeps the open one (`?tab=`). */
export const REWARD_TABS = ['rewards', 'signin', 'tickets', 'code', 'history'] as const;
export type RewardTab = (typeof REWARD_TABS)[number];

function isTab(value: string | null): value is RewardTab {
  return (REWARD_TABS as readonly string[]).includes(value ?? '');
}

/** What the member has claimed in total and what waits (the claim list's footer over everything). */
function RewardTotals() {
  const { t } = useTranslation();
  const { data } = usePromotionClaims({ page: 1, size: 1 });
  if (!data) return null;
  return (
    <dl className="rewards-totals" aria-label={t('rewards_totals')}>
      <div>
        <dt>{t('rewards_total_claimed')}</dt>
        <dd>{money(data.footer.claimedAmount)}</dd>
      </div>
      <div>
        <dt>{t('rewards_total_waiting_count', { count: data.footer.issuedCount })}</dt>
        <dd>{money(data.footer.issuedAmount)}</dd>
      </div>
    </dl>
  );
}

export interface RewardCentreProps {
  /** Forces the claim history's table or cards (stories); by the screen width otherwise. */
  historyLayout?: 'table' | 'cards';
}

/**
 * Member page rewardCenter: rewards waiting to be claimed and the rescue fund, the daily sign-in, reward tickets, promo
 * codes and the claim history, with the totals above. Every claim reaches the main wallet (the header follows).
 */
export function RewardCentre({ historyLayout }: RewardCentreProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab');
  const selected: RewardTab = isTab(tab) ? tab : 'rewards';
  const select = (id: string) => {
    // A tab starts clean: the history's filters belong to the history only.
    const next = new URLSearchParams();
    if (id !== 'rewards') next.set('tab', id);
    setParams(next, { replace: true });
  };
  return (
    <div className="rewards">
      <RewardTotals />
      <Tabs
        label={t('rewards_sections')}
        selected={selected}
        onChange={select}
        tabs={[
          { id: 'rewards', label: t('rewards_tab_rewards'), panel: (<><IssuedRewards /><RescueFund /></>) },
          { id: 'signin', label: t('rewards_tab_signin'), panel: <SignInCalendar /> },
          { id: 'tickets', label: t('rewards_tab_tickets'), panel: <TicketsPanel /> },
          { id: 'code', label: t('rewards_tab_code'), panel: <PromoCodePanel /> },
          { id: 'history', label: t('rewards_tab_history'), panel: <ClaimHistory {...(historyLayout ? { layout: historyLayout } : {})} /> },
        ]}
      />
    </div>
  );
}
