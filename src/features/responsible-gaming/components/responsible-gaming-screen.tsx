import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '@/lib/access';
import { SignInPrompt } from '@/lib/sign-in-prompt';
import { useMerchant } from '@/merchant';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { useRgSettings } from '../api/settings';
import { useRgErrorText } from './rg-error';
import { DepositLimits } from './deposit-limits';
import { ExclusionPanel } from './exclusion-panel';
import { HelpOrganisations } from './help-organisations';
import { RealityCheckSettings } from './reality-check-settings';
import './rg.css';

export interface ResponsibleGamingScreenProps {
  /** /responsibleGaming draws its own h1; the member centre's page already has one. */
  standalone?: boolean;
}

/**
 * Responsible gaming (/responsibleGaming and the member page): the brand's minimum age and advice for everyone, the
 * member's tools (reality check, deposit limits, time-out, self-exclusion), and the help organisations of the brand.
 */
export function ResponsibleGamingScreen({ standalone = false }: ResponsibleGamingScreenProps) {
  const { t } = useTranslation();
  const { role } = useAccess();
  const merchant = useMerchant();
  const tipsId = useId();
  let tools;
  if (role === 'anonymous') tools = <SignInPrompt title={t('rg_sign_in_title')} text={t('rg_sign_in_text')} className="rg-card" actionsClassName="rg-actions" />;
  else if (role === 'trial')
    tools = (
      <p className="rg-card" role="note">
        {t('in_need_true_account')}
      </p>
    );
  else tools = <MemberTools />;
  return (
    <div className="rg">
      {standalone ? <h1 className="rg__title">{t('rg_title')}</h1> : null}
      <p className="rg__lead">{t('rg_lead', { brand: merchant.name })}</p>
      <p className="rg-age">{t('rg_age', { age: merchant.responsibleGaming.minimumAge, brand: merchant.name })}</p>
      <section className="rg-card" aria-labelledby={tipsId}>
        <h2 id={tipsId}>{t('rg_tips_title')}</h2>
        <ul className="rg-tips">
          <li>{t('rg_tip_budget')}</li>
          <li>{t('rg_tip_time')}</li>
          <li>{t('rg_tip_chase')}</li>
          <li>{t('rg_tip_break')}</li>
        </ul>
      </section>
      {tools}
      <HelpOrganisations />
    </div>
  );
}


function MemberTools() {
  const { t } = useTranslation();
  const errorText = useRgErrorText();
  const settings = useRgSettings(true);
  let limits;
  if (settings.data)
    limits = (
      <DepositLimits
        settings={settings.data}
        onSaved={(next) => void settings.mutate(next, { revalidate: false })}
        onDue={() => void settings.mutate()}
      />
    );
  else if (settings.error)
    limits = (
      <div className="rg-card rg-alert" role="alert">
        <p>{errorText(settings.error)}</p>
        <Button variant="secondary" onClick={() => void settings.mutate()}>
          {t('btn_retry')}
        </Button>
      </div>
    );
  else limits = <Spinner label={t('loading')} />;
  return (
    <>
      <RealityCheckSettings />
      {limits}
      <ExclusionPanel type="TIME_OUT" />
      <ExclusionPanel type="SELF_EXCLUSION" />
    </>
  );
}
