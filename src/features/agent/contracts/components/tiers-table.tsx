import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMinor } from '@/lib/money';
import { rateText } from '../format';
import type { ContractTier } from '../model';
import { formatNumber } from '@/lib/format';

export interface TiersTableProps {
  tiers: readonly ContractTier[];
  /** Whether the tiers ask a team loss (dividend). */
  profitLoss: boolean;
  /** The table's caption (what these tiers are). */
  caption: string;
}

/** A table's scroll box: focusable, so a keyboard can scroll a table wider than the page or popup (axe: scrollable-region-focusable). */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <section className="contracts__table-wrap" tabIndex={0} aria-label={label}>
      {children}
    </section>
  );
}

/** A contract's tiers: what the team must reach in a period (valid bet, loss, active members) for each rate. */
export function TiersTable({ tiers, profitLoss, caption }: TiersTableProps) {
  const { t } = useTranslation();
  return (
    <TableScroll label={caption}>
      <table className="contracts__table">
        <caption className="contracts__caption">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('contract_tier')}</th>
            <th scope="col">{t('contract_tier_valid_bet')}</th>
            {profitLoss ? <th scope="col">{t('contract_tier_loss')}</th> : null}
            <th scope="col">{t('contract_tier_active')}</th>
            <th scope="col">{t('contract_tier_rate')}</th>
          </tr>
        </thead>
        <tbody>
          {tiers.map((tier, i) => (
            <tr key={i}>
              <th scope="row">{i + 1}</th>
              <td className="contracts__num">{formatMinor(tier.validBet)}</td>
              {profitLoss ? <td className="contracts__num">{tier.profitLoss === null ? '–' : formatMinor(tier.profitLoss)}</td> : null}
              <td className="contracts__num">{formatNumber(tier.activeMembers)}</td>
              <td className="contracts__num">{rateText(t, tier.rate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
