import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { PopupProps } from '@/lib/popups';
import { Button, Dialog, Spinner } from '@/ui';
import { useAgentContracts } from '../../api/contracts';
import { fetchAgentContract } from '../api/agent-contract';
import { typeOfKind, type AgentContract, type ContractOffer, type ContractType } from '../model';
import { CONTRACT_REQUESTS_KEY } from '../hooks';
import { OfferCard } from './offer-card';
import '../contracts.css';

/** The details of every kind with a request waiting, asked together (one SWR entry per kind, shared with the pages). */
function useWaiting(types: ContractType[]) {
  const key = types.length > 0 ? [CONTRACT_REQUESTS_KEY, ...types] : null;
  return useSWR(key, () => Promise.all(types.map(async (type) => ({ type, details: await fetchAgentContract(type) }))), { revalidateOnFocus: false });
}

/**
 * The contract popup (SPEC "contract popup": contract requests, new and termination): every offer and termination
 * request waiting for the agent, each with Accept and Reject. Opened after sign-in when the consolidated call lists
 * pending request types; closes by itself once everything is answered.
 */
export default function ContractPopup({ onClose }: PopupProps) {
  const { t } = useTranslation();
  const { contracts } = useAgentContracts();
  const types = contracts.pending.map(typeOfKind);
  const { data, error, mutate } = useWaiting(types);
  // Closes by itself once every request it showed is answered (not when it opened with none).
  const [hadOffers, setHadOffers] = useState(false);
  const offers: { offer: ContractOffer; current: AgentContract | null }[] = (data ?? []).flatMap(({ details }) =>
    details.received.map((offer) => ({ offer, current: details.contract })),
  );
  if (offers.length > 0 && !hadOffers) setHadOffers(true);
  const answeredAll = hadOffers && data !== undefined && offers.length === 0;

  useEffect(() => {
    if (answeredAll) onClose();
  }, [answeredAll, onClose]);

  return (
    <Dialog open onClose={onClose} title={t('contract_popup_title')} className="contracts__dialog">
      {error && !data ? (
        <div role="alert">
          <p>{t('contract_load_error')}</p>
          <Button variant="secondary" onClick={() => void mutate()}>
            {t('btn_retry')}
          </Button>
        </div>
      ) : !data ? (
        <Spinner />
      ) : offers.length === 0 ? (
        <p>{t('contract_popup_none')}</p>
      ) : (
        <>
          <p>{t('contract_popup_intro', { count: offers.length })}</p>
          {offers.map(({ offer, current }) => (
            <OfferCard key={offer.id} offer={offer} current={current} headingLevel={3} />
          ))}
        </>
      )}
    </Dialog>
  );
}
