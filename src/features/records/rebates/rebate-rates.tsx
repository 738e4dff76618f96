import { useTranslation } from 'react-i18next';
import { Button, Spinner } from '@/ui';
import { categoryLabelKey } from '../profit/game-categories';
import { useRebateSettings, type RebateRate } from './api/rebate-settings';
import { rateText } from './bonus-details-report';

// Product types of the settings that are not record categories (LOTT: the classic lottery), named here.
const OTHER_LABELS: Record<string, string> = { LOTT: 'nav_lott', ELOTT: 'nav_elott' };

/** The rates to show: a settings list may name both lotteries; one "Lottery" line when they agree. */
export function ratesToShow(rates: readonly RebateRate[]): { productType: string; labelKey: string | undefined; rate: number | null }[] {
  const lott = rates.find((rate) => rate.productType === 'LOTT');
  const elott = rates.find((rate) => rate.productType === 'ELOTT');
  const sameLottery = lott && elott && lott.rate === elott.rate;
  return rates
    .filter((rate) => !(sameLottery && rate.productType === 'LOTT'))
    .map((rate) => ({
      productType: rate.productType,
      labelKey:
        (lott && elott && !sameLottery ? OTHER_LABELS[rate.productType] : undefined) ??
        categoryLabelKey(rate.productType) ??
        OTHER_LABELS[rate.productType],
      rate: rate.rate,
    }));
}

/** The member's rebate rate per game category (SPEC §9 rebate display). */
export function RebateRates() {
  const { t } = useTranslation();
  const { data, error, isValidating, mutate } = useRebateSettings();
  let content;
  if (error && !data)
    content = (
      <div role="alert" className="rebate-rates__error">
        <p>{t('rebate_rates_error')}</p>
        <Button variant="secondary" size="small" onClick={() => void mutate()} disabled={isValidating}>
          {t('btn_retry')}
        </Button>
      </div>
    );
  else if (!data) content = <Spinner />;
  else
    content = (
      <dl className="rebate-rates__list">
        {ratesToShow(data).map((rate) => (
          <div key={rate.productType} className="rebate-rates__item">
            <dt>{rate.labelKey ? t(rate.labelKey) : rate.productType}</dt>
            <dd>{rateText(t, rate.rate)}</dd>
          </div>
        ))}
      </dl>
    );
  return (
    <section className="rebate-rates" aria-labelledby="rebate-rates-title">
      <h2 id="rebate-rates-title" className="rebate-rates__title">
        {t('rebate_rates_title')}
      </h2>
      {content}
    </section>
  );
}
