import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useAccess } from '@/lib/access';
import { agentPath } from '@/lib/agent-centre';
import { SignInPrompt } from '@/lib/sign-in-prompt';
import { ReportView } from '@/ui/report';
import { Tabs } from '@/ui/tabs';
import { useReferralProgramme } from '../api/referral-programme';
import { IncomeOverview } from './income-overview';
import { InviteCard } from './invite-card';
import { InviteeCounts } from './invitee-counts';
import { inviteeReport } from './invitee-report';
import { Programme } from './programme';
import { rewardRecordsReport } from './reward-records-report';
import './referral.css';

export interface ReferralScreenProps {
  /** /join draws its own h1; the member centre's page already has one. */
  standalone?: boolean;
  /** Forces the reports' table or cards (stories); by the screen width otherwise. */
  layout?: 'table' | 'cards';
}

/**
 * Invite friends (/join and the member page referral): the programme for everyone; for a member their code and link
 * (copy, share, QR), income, invitees and reward records; a visitor is asked to sign in, a trial account to use a real
 * one, and an agent is sent to the agent centre's Open account (SPEC §6).
 */
export function ReferralScreen({ standalone = false, layout }: ReferralScreenProps) {
  const { t } = useTranslation();
  const { role } = useAccess();
  const programme = useReferralProgramme();
  const off = programme.data?.enabled === false;
  let personal;
  // Until the programme is known nothing personal is drawn, so a brand without it never flashes the invite link.
  if (!programme.data && !programme.error) personal = null;
  else if (off) personal = <p className="referral-card referral-notice">{t('ref_off')}</p>;
  else if (role === 'anonymous') personal = <SignInPrompt title={t('ref_sign_in_title')} text={t('ref_sign_in_text')} className="referral-card referral-notice" actionsClassName="referral-actions" />;
  else if (role === 'trial') personal = <TrialNotice />;
  else if (role === 'agent') personal = <AgentNotice />;
  else personal = <MemberReferral layout={layout} />;
  return (
    <div className="referral">
      {standalone ? <h1 className="referral__title">{t('ref_title')}</h1> : null}
      <p className="referral__lead">{t('ref_lead')}</p>
      {personal}
      <Programme programme={programme.data} error={programme.error} onRetry={() => void programme.mutate()} />
    </div>
  );
}


function TrialNotice() {
  const { t } = useTranslation();
  return (
    <p className="referral-card referral-notice" role="note">
      {t('in_need_true_account')}
    </p>
  );
}

function AgentNotice() {
  const { t } = useTranslation();
  return (
    <section className="referral-card referral-notice" aria-label={t('ref_agent_title')}>
      <p>{t('ref_agent_text')}</p>
      <Link className="referral-link-button" to={agentPath('registerCenter')}>
        {t('ref_agent_link')}
      </Link>
    </section>
  );
}

const TAB_PARAM = 'tab';

function MemberReferral({ layout }: { layout?: 'table' | 'cards' | undefined }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const invitees = useMemo(() => inviteeReport(t), [t]);
  const rewards = useMemo(() => rewardRecordsReport(t), [t]);
  const tab = params.get(TAB_PARAM) === 'rewards' ? 'rewards' : 'invitees';
  const titleId = useId();
  // Each tab has its own filters: switching starts the other report from its defaults.
  const select = (id: string) => setParams(id === 'rewards' ? { [TAB_PARAM]: 'rewards' } : {});
  return (
    <>
      <InviteCard />
      <IncomeOverview />
      <section className="referral-card referral-reports" aria-labelledby={titleId}>
        <h2 id={titleId}>{t('ref_records_title')}</h2>
        <Tabs
          label={t('ref_records_title')}
          selected={tab}
          onChange={select}
          tabs={[
            {
              id: 'invitees',
              label: t('ref_invitees_title'),
              panel: tab === 'invitees' ? (
                <>
                  <InviteeCounts report={invitees} />
                  <ReportView report={invitees} layout={layout} />
                </>
              ) : null,
            },
            { id: 'rewards', label: t('ref_rewards_title'), panel: tab === 'rewards' ? <ReportView report={rewards} layout={layout} /> : null },
          ]}
        />
      </section>
    </>
  );
}
