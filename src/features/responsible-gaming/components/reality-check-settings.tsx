import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { REALITY_CHECK_MINUTES, type RealityCheckMinutes } from '../reality-check/reality-check';
import { useRealityCheckSetting } from '../reality-check/use-reality-check-setting';

/** Reality check: how often to be reminded of the session (off, 15, 30, 60 minutes), kept on this device. */
export function RealityCheckSettings() {
  const { t } = useTranslation();
  const [setting, set] = useRealityCheckSetting();
  const titleId = useId();
  const name = useId();
  return (
    <section className="rg-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('rg_rc_settings_title')}</h2>
      <p>{t('rg_rc_settings_text')}</p>
      <fieldset className="rg-choices">
        <legend>{t('rg_rc_interval')}</legend>
        {REALITY_CHECK_MINUTES.map((minutes) => (
          <label key={minutes} className="rg-choice">
            <input
              type="radio"
              name={name}
              value={minutes}
              checked={setting.minutes === minutes}
              onChange={() => set(minutes as RealityCheckMinutes)}
            />
            {minutes === 0 ? t('rg_rc_off') : t('rg_minutes', { minutes })}
          </label>
        ))}
      </fieldset>
      <output className="rg-muted rg-output">
        {setting.minutes === 0 ? t('rg_rc_status_off') : t('rg_rc_status_on', { minutes: setting.minutes })}
      </output>
    </section>
  );
}
