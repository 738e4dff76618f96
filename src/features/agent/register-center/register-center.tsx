import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSystem } from '@/lib/system';
import { isFlagOn } from '@/lib/whitelabel';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { Tabs } from '@/ui/tabs';
import { useAgentInfo } from '../api/agent-info';
import { accountTypeChoices } from './account-types';
import { OpenAccount } from './open-account';
import { ReferralLinks } from './referral-links';
import { RegisteredMembers } from './registered-members';
import './register-center.css';

export type RegisterCenterTab = 'open' | 'links' | 'members';

/** The tabs this brand switches on (AGEREGDOWN3 open account; CREATEAFF3 or AFFMAN3 links; AFFMAN3 registered members). */
export function registerCenterTabs(flags: Record<string, boolean>): RegisterCenterTab[] {
  const tabs: RegisterCenterTab[] = [];
  if (isFlagOn(flags, 'AGEREGDOWN3')) tabs.push('open');
  if (isFlagOn(flags, 'CREATEAFF3') || isFlagOn(flags, 'AFFMAN3')) tabs.push('links');
  if (isFlagOn(flags, 'AFFMAN3')) tabs.push('members');
  return tabs;
}

const TAB_LABELS: Record<RegisterCenterTab, string> = {
  open: 'agreg_tab_open',
  links: 'agreg_tab_links',
  members: 'agreg_tab_members',
};

/**
 * registerCenter: open a downline account, referral links and the accounts registered through them. The tab and the
 * registered members' link filter live in the address (?tab=links, ?tab=members&link=3).
 */
export function RegisterCenter() {
  const { t } = useTranslation();
  const { flags } = useSystem();
  const { info, error, refresh } = useAgentInfo();
  const [params, setParams] = useSearchParams();
  const tabs = registerCenterTabs(flags);
  const asked = params.get('tab') as RegisterCenterTab | null;
  const tab = asked && tabs.includes(asked) ? asked : tabs[0];
  const linkId = Number(params.get('link')) || 0;

  const go = (next: RegisterCenterTab, link?: number) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        out.set('tab', next);
        if (link) out.set('link', String(link));
        else out.delete('link');
        return out;
      },
      { replace: false },
    );

  if (!info) {
    if (error)
      return (
        <div role="alert" className="agreg-alert">
          <p>{t('agreg_info_error')}</p>
          <Button variant="secondary" size="small" onClick={() => void refresh()}>
            {t('btn_retry')}
          </Button>
        </div>
      );
    return <Spinner label={t('loading')} />;
  }
  if (!tab) return <p className="agreg-notice">{t('agent_page_unavailable')}</p>;

  const choices = accountTypeChoices(info.rules);
  const panel = (id: RegisterCenterTab) => {
    if (id === 'open') return <OpenAccount rules={info.rules} />;
    if (id === 'links')
      return (
        <ReferralLinks
          choices={choices}
          canCreate={isFlagOn(flags, 'CREATEAFF3')}
          canManage={isFlagOn(flags, 'AFFMAN3')}
          {...(tabs.includes('members') ? { onShowMembers: (link: { id: number }) => go('members', link.id) } : {})}
        />
      );
    return <RegisteredMembers linkId={linkId} onLinkChange={(link) => go('members', link)} />;
  };

  return (
    <div className="agreg">
      <Tabs
        label={t('agreg_tabs')}
        selected={tab}
        onChange={(id) => go(id as RegisterCenterTab)}
        tabs={tabs.map((id) => ({ id, label: t(TAB_LABELS[id]), panel: id === tab ? panel(id) : null }))}
      />
    </div>
  );
}
