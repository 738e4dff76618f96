import { useTranslation } from 'react-i18next';
import { formatMinor } from '@/lib/money';
import type { PointRules } from '../api/point-config';
import { formatPoints } from '../format';
import { POINT_TYPE_LABELS } from './reports';

/** The rules: how points are earned (the exchange-rate table), what they convert to, and that they never expire. */
export function RulesPanel({ rules }: { rules: PointRules }) {
  const { t } = useTranslation();
  return (
    <div className="points__rules">
      <h2>{t('points_rules_heading')}</h2>
      <ul>
        <li>{t('points_rule_earn')}</li>
        <li>{t('points_rule_never_expire')}</li>
        <li>{t('points_rule_redeem')}</li>
        {rules.convertEnabled ? (
          <li>
            {t('points_convert_rate', { points: formatPoints(rules.conversionPoints), amount: formatMinor(rules.conversionMinor) })}{' '}
            {t('points_convert_min', { min: formatPoints(rules.minConvertPoints) })}
          </li>
        ) : null}
      </ul>
      <div className="points__table-wrap">
        <table className="points__table">
          <caption id="points-rates-caption">{t('points_rates_caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('points_rates_type')}</th>
              <th scope="col">{t('points_rates_amount')}</th>
              <th scope="col">{t('points_rates_points')}</th>
            </tr>
          </thead>
          <tbody>
            {rules.earnRates.map((rate) => (
              <tr key={rate.type}>
                <th scope="row">{t(POINT_TYPE_LABELS[rate.type])}</th>
                <td>{formatMinor(rate.amountMinor)}</td>
                <td>{formatPoints(rate.points)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
