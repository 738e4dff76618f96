import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { Button } from '@/ui';
import { useAnswerOffer } from '../hooks';
import { kindText, periodText, rateText } from '../format';
import { CONTRACT_KINDS, type AgentContract, type ContractOffer } from '../model';
import { TiersTable } from './tiers-table';

export interface OfferCardProps {
  offer: ContractOffer;
  /** The contract of this kind the agent holds now (accepting a new offer replaces it). */
  current?: AgentContract | null;
  /** Heading level, to fit the outline of the page or popup. */
  headingLevel?: 3 | 4;
}

/**
 * An offer or termination request waiting for the agent's answer (SPEC "contract requests: new and termination"):
 * who sent it, the kind and tiers, and Accept / Reject (one answer at a time; a failure says so and keeps the buttons).
 */
export function OfferCard({ offer, current, headingLevel = 3 }: OfferCardProps) {
  const { t } = useTranslation();
  const answer = useAnswerOffer();
  const [busy, setBusy] = useState<'accept' | 'reject' | null>(null);
  const [failed, setFailed] = useState(false);
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const kind = kindText(t, offer.type);
  const title = offer.kind === 'NEW' ? t('contract_offer_new_title', { kind, from: offer.from }) : t('contract_offer_end_title', { kind, from: offer.from });

  const decide = async (accept: boolean) => {
    if (busy) return;
    setBusy(accept ? 'accept' : 'reject');
    setFailed(false);
    try {
      await answer(offer, accept);
    } catch {
      setFailed(true);
      setBusy(null);
    }
  };

  return (
    <article className="contracts__offer" aria-label={title}>
      <Heading className="contracts__offer-title">{title}</Heading>
      <p className="contracts__muted">
        {t('contract_offer_sent', { time: formatDate(offer.createdMs, 'DD/MM/YYYY HH:mm') })} · {periodText(t, offer.type, offer.period)} ·{' '}
        {t('contract_max_rate', { rate: rateText(t, offer.maxRate) })}
      </p>
      {offer.kind === 'NEW' ? (
        <TiersTable tiers={offer.tiers} profitLoss={CONTRACT_KINDS[offer.type].profitLoss} caption={t('contract_offer_tiers', { kind })} />
      ) : (
        <p>{t('contract_offer_end_text', { kind, from: offer.from })}</p>
      )}
      {offer.kind === 'NEW' && current ? <p className="contracts__note">{t('contract_offer_replaces', { rate: rateText(t, current.maxRate) })}</p> : null}
      {failed ? (
        <p role="alert" className="contracts__error">
          {t('contract_answer_failed')}
        </p>
      ) : null}
      <div className="contracts__actions">
        <Button onClick={() => void decide(true)} disabled={busy !== null} aria-busy={busy === 'accept' || undefined}>
          {offer.kind === 'NEW' ? t('contract_accept') : t('contract_accept_end')}
        </Button>
        <Button variant="secondary" onClick={() => void decide(false)} disabled={busy !== null} aria-busy={busy === 'reject' || undefined}>
          {offer.kind === 'NEW' ? t('contract_reject') : t('contract_reject_end')}
        </Button>
      </div>
    </article>
  );
}
