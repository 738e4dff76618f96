import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDate } from '@/lib/format';
import { maskEmail, maskMobile, maskName } from '@/lib/mask';
import { memberPagePath, useMemberCentreLink } from '@/lib/member-centre';
import { usePopups } from '@/lib/popups';
import { useSystem } from '@/lib/system';
import { Button, Dialog, Spinner } from '@/ui';
import { useSecurityItems } from '../api/security-items';
import { useSecurityProfile, type SecurityProfile } from '../api/profile';
import { SECURITY_ITEM_NAMES, completeness, type SecurityItemMap, type SecurityItemName } from '../completeness';
import { FundPasswordForm } from '../fund-password-form';
import { useSecurityErrorText } from '../use-security-error';
import { toFailure } from '../fund-password.machine';
import { EmailForm } from './email-form';
import { LanguageForm } from './language-form';
import { MobileForm } from './mobile-form';
import { NicknameForm } from './nickname-form';
import { QuestionsForm } from './questions-form';
import '../security.css';

/** The dialogs the page opens; kept in component state (the page may sit in a popup). */
type Panel = 'nickname' | 'fundSet' | 'fundChange' | 'mobile' | 'email' | 'questions';

const PANEL_TITLES: Record<Panel, string> = {
  nickname: 'security_nickname_title',
  fundSet: 'security_fund_set_title',
  fundChange: 'security_fund_change_title',
  mobile: 'security_mobile_title',
  email: 'security_email_title',
  questions: 'security_questions_title',
};

const ITEM_LABELS: Record<SecurityItemName, string> = {
  profile: 'security_item_profile',
  loginPassword: 'security_item_login_password',
  paymentPassword: 'security_item_payment_password',
  securityQuestions: 'security_item_security_questions',
  bankCards: 'security_item_bank_cards',
  email: 'security_item_email',
  payeeName: 'security_item_payee_name',
  bindGA: 'security_item_bind_ga',
  mobileVerified: 'security_item_mobile_verified',
};

/**
 * The security centre: the member's profile (masked), how complete their security is with a button for each thing to
 * do, the changes they can make (login and fund passwords, mobile, email, security questions, nickname once) and the
 * preferred language. Every change refreshes the profile and the items.
 */
export function SecurityCentre() {
  const { t } = useTranslation();
  const errorText = useSecurityErrorText();
  const profile = useSecurityProfile();
  const items = useSecurityItems();
  const [panel, setPanel] = useState<Panel | null>(null);

  const failed = (profile.error && !profile.data) || (items.error && !items.data);
  if (failed) {
    const error = profile.error ?? items.error;
    return (
      <div className="security-centre" role="alert">
        <p>{errorText(toFailure(error))}</p>
        <Button
          onClick={() => {
            void profile.mutate();
            void items.mutate();
          }}
        >
          {t('btn_retry')}
        </Button>
      </div>
    );
  }
  if (!profile.data || !items.data) return <Spinner label={t('security_loading')} />;

  const close = () => setPanel(null);
  return (
    <div className="security-centre">
      <ProfileSection profile={profile.data} />
      <CompletenessSection items={items.data.items} percentage={items.data.percentage} onOpen={setPanel} />
      <section className="security-centre__section" aria-labelledby="security-language-heading">
        <h2 id="security-language-heading">{t('security_language_title')}</h2>
        <LanguageFormFor profile={profile.data} />
      </section>
      {panel ? (
        <Dialog open onClose={close} title={t(PANEL_TITLES[panel])}>
          <PanelForm panel={panel} onDone={close} />
        </Dialog>
      ) : null}
    </div>
  );
}

function LanguageFormFor({ profile }: { profile: SecurityProfile }) {
  const { i18n } = useTranslation();
  return <LanguageForm current={i18n.language || profile.language || 'EN'} />;
}

function PanelForm({ panel, onDone }: { panel: Panel; onDone(): void }) {
  switch (panel) {
    case 'nickname':
      return <NicknameForm onDone={onDone} onCancel={onDone} />;
    case 'fundSet':
      return <FundPasswordForm mode="set" onDone={onDone} onCancel={onDone} />;
    case 'fundChange':
      return <FundPasswordForm mode="change" onDone={onDone} onCancel={onDone} />;
    case 'mobile':
      return <MobileForm onDone={onDone} onCancel={onDone} />;
    case 'email':
      return <EmailForm onDone={onDone} onCancel={onDone} />;
    case 'questions':
      return <QuestionsForm onDone={onDone} onCancel={onDone} />;
  }
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="security-profile__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function ProfileSection({ profile }: { profile: SecurityProfile }) {
  const { t } = useTranslation();
  const none = t('security_not_set');
  return (
    <section className="security-centre__section" aria-labelledby="security-profile-heading">
      <h2 id="security-profile-heading">{t('security_profile_title')}</h2>
      <dl className="security-profile">
        <Row label={t('security_account')}>{profile.account}</Row>
        <Row label={t('security_nickname')}>{profile.nickname || none}</Row>
        <Row label={t('security_payee')}>{profile.payee ? maskName(profile.payee) : none}</Row>
        <Row label={t('security_email')}>{profile.email ? maskEmail(profile.email) : none}</Row>
        <Row label={t('security_mobile')}>
          {profile.mobile ? (
            <>
              {maskMobile(profile.mobile)}{' '}
              <span className={profile.mobileVerified ? 'security-badge security-badge--done' : 'security-badge'}>
                {t(profile.mobileVerified ? 'security_verified' : 'security_not_verified')}
              </span>
            </>
          ) : (
            none
          )}
        </Row>
        <Row label={t('security_vip')}>{profile.clubLabel?.labelName || none}</Row>
        <Row label={t('security_reg_date')}>{profile.regDate ? formatDate(profile.regDate) : none}</Row>
        <Row label={t('security_last_login')}>
          {profile.lastLogin ? formatDate(profile.lastLogin) : none}
          {profile.lastLoginIp ? ` (${t('security_ip', { ip: profile.lastLoginIp })})` : ''}
        </Row>
      </dl>
    </section>
  );
}

interface ItemAction {
  label: string;
  panel?: Panel;
  popup?: 'changePassword';
  page?: 'withdraw';
  service?: true;
}

/** What the button of an item does: a to-do sets it up; some done items can be changed. */
function itemAction(name: SecurityItemName, complete: boolean): ItemAction | null {
  switch (name) {
    case 'profile':
      return complete ? null : { label: 'security_nickname_title', panel: 'nickname' };
    case 'loginPassword':
      return { label: 'security_change_login_password', popup: 'changePassword' };
    case 'paymentPassword':
      return complete ? { label: 'security_fund_change_title', panel: 'fundChange' } : { label: 'security_fund_set_title', panel: 'fundSet' };
    case 'securityQuestions':
      return complete ? null : { label: 'security_questions_title', panel: 'questions' };
    case 'bankCards':
      return { label: complete ? 'security_manage_cards' : 'security_bind_card', page: 'withdraw' };
    case 'payeeName':
      return complete ? null : { label: 'security_add_payee', page: 'withdraw' };
    case 'email':
      return { label: complete ? 'security_change_email' : 'security_email_title', panel: 'email' };
    case 'mobileVerified':
      return { label: complete ? 'security_change_mobile' : 'security_mobile_title', panel: 'mobile' };
    case 'bindGA':
      return complete ? null : { label: 'security_ga_service', service: true };
  }
}

function CompletenessSection({ items, percentage, onOpen }: { items: SecurityItemMap; percentage: number; onOpen(panel: Panel): void }) {
  const { t } = useTranslation();
  const popups = usePopups();
  const { customerServiceUrl } = useSystem();
  const memberLink = useMemberCentreLink();
  const meterLabel = useId();
  const value = Number.isFinite(percentage) ? Math.min(100, Math.max(0, Math.round(percentage))) : completeness(items);
  const enabled = SECURITY_ITEM_NAMES.filter((name) => items[name]?.enabled);
  return (
    <section className="security-centre__section" aria-labelledby="security-completeness-heading">
      <h2 id="security-completeness-heading">{t('security_completeness_title')}</h2>
      <div className="security-meter">
        <span id={meterLabel}>{t('security_completeness_label')}</span>
        <meter
          min={0}
          max={100}
          low={50}
          high={80}
          optimum={100}
          value={value}
          aria-labelledby={meterLabel}
          aria-valuetext={t('security_percent', { value })}
        />
        <span aria-hidden="true">{t('security_percent', { value })}</span>
      </div>
      <ul className="security-items">
        {enabled.map((name) => {
          const complete = items[name].isComplete;
          const action = itemAction(name, complete);
          const label = t(ITEM_LABELS[name]);
          return (
            <li key={name} className={complete ? 'security-item security-item--done' : 'security-item'}>
              <span className="security-item__name">{label}</span>
              <span className="security-badge">{t(complete ? 'security_done' : 'security_todo')}</span>
              {action?.panel ? (
                <Button size="small" variant={complete ? 'secondary' : 'primary'} onClick={() => onOpen(action.panel!)}>
                  {t(action.label)}
                </Button>
              ) : action?.popup ? (
                <Button size="small" variant="secondary" onClick={() => popups.open(action.popup!)}>
                  {t(action.label)}
                </Button>
              ) : action?.page ? (
                <Link className="ui-button ui-button--secondary ui-button--small" to={memberPagePath(action.page)} onClick={memberLink(action.page)}>
                  {t(action.label)}
                </Link>
              ) : action?.service && customerServiceUrl ? (
                <a className="ui-button ui-button--secondary ui-button--small" href={customerServiceUrl} target="_blank" rel="noreferrer">
                  {t(action.label)}
                </a>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
