import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { Button, Dialog } from '@/ui';
import { toast } from '@/ui/toast';
import { processContract } from '../api/process-contract';
import { kindText, rateText } from '../format';
import { useContractRefresh } from '../hooks';
import type { AgentContract, ContractDetails, ContractDownline } from '../model';
import { OfferDialog } from './offer-dialog';
import { TableScroll } from './tiers-table';

/**
 * The agent's direct agent downlines and the contract of this kind each holds from it: make an offer (when the agent
 * holds this kind itself), see a pending offer, ask a downline to end its contract (a termination request it answers);
 * then the offers the agent made, with their answers.
 */
export function DownlineContracts({ details }: { details: ContractDetails }) {
  const { t } = useTranslation();
  const refresh = useContractRefresh();
  const [offerTo, setOfferTo] = useState<string | null>(null);
  const [ending, setEnding] = useState<ContractDownline | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const own = details.contract;
  const kind = kindText(t, details.type);

  const statusOf = (downline: ContractDownline) => {
    if (downline.pendingOffer) return t('contract_status_offer_pending', { rate: rateText(t, downline.pendingOffer.maxRate) });
    if (!downline.contract) return t('contract_status_none');
    return downline.contract.status === 'TERMINATION_REQUESTED' ? t('contract_status_TERMINATION_REQUESTED') : t('contract_status_ACTIVE');
  };

  const endContract = async (contract: AgentContract) => {
    if (busy) return;
    setBusy(true);
    setFailed(false);
    try {
      await processContract(details.type, { action: 'TERMINATE', contractId: contract.id });
      toast.success(t('contract_toast_end_requested', { kind, downline: contract.holder }));
      setEnding(null);
      void refresh(details.type);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {details.downlines.length === 0 ? (
        <p>{t('contract_downlines_none')}</p>
      ) : (
        <TableScroll label={t('contract_downlines_caption', { kind })}>
          <table className="contracts__table">
            <caption className="contracts__caption">{t('contract_downlines_caption', { kind })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('contract_col_downline')}</th>
                <th scope="col">{t('contract_col_rate')}</th>
                <th scope="col">{t('contract_col_status')}</th>
                <th scope="col">{t('contract_col_actions')}</th>
              </tr>
            </thead>
            <tbody>
              {details.downlines.map((downline) => (
                <tr key={downline.account}>
                  <th scope="row">{downline.account}</th>
                  <td className="contracts__num">{downline.contract ? rateText(t, downline.contract.maxRate) : '–'}</td>
                  <td>{statusOf(downline)}</td>
                  <td>
                    <div className="contracts__row-actions">
                      {own && !downline.pendingOffer ? (
                        <Button size="small" onClick={() => setOfferTo(downline.account)} aria-label={t('contract_make_offer_to', { downline: downline.account })}>
                          {t('contract_make_offer')}
                        </Button>
                      ) : null}
                      {downline.contract?.status === 'ACTIVE' ? (
                        <Button
                          size="small"
                          variant="secondary"
                          onClick={() => {
                            setFailed(false);
                            setEnding(downline);
                          }}
                          aria-label={t('contract_end_for', { downline: downline.account })}
                        >
                          {t('contract_end')}
                        </Button>
                      ) : null}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {details.made.length > 0 ? (
        <TableScroll label={t('contract_made_caption')}>
          <table className="contracts__table">
            <caption className="contracts__caption">{t('contract_made_caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('contract_col_sent')}</th>
                <th scope="col">{t('contract_col_downline')}</th>
                <th scope="col">{t('contract_col_request')}</th>
                <th scope="col">{t('contract_col_rate')}</th>
                <th scope="col">{t('contract_col_answer')}</th>
              </tr>
            </thead>
            <tbody>
              {details.made.slice(0, 10).map((offer) => (
                <tr key={offer.id}>
                  <td>{formatDate(offer.createdMs, 'DD/MM/YYYY HH:mm')}</td>
                  <th scope="row">{offer.to}</th>
                  <td>{offer.kind === 'NEW' ? t('contract_request_NEW') : t('contract_request_TERMINATE')}</td>
                  <td className="contracts__num">{rateText(t, offer.maxRate)}</td>
                  <td>{t(`contract_answer_${offer.status}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      ) : null}
      {offerTo && own ? <OfferDialog type={details.type} downline={offerTo} own={own} onClose={() => setOfferTo(null)} /> : null}
      {ending?.contract ? (
        <Dialog
          open
          onClose={() => setEnding(null)}
          title={t('contract_end_title', { kind, downline: ending.account })}
          footer={
            <div className="contracts__actions">
              <Button onClick={() => ending.contract && void endContract(ending.contract)} disabled={busy} aria-busy={busy || undefined}>
                {t('contract_end_confirm')}
              </Button>
              <Button variant="secondary" onClick={() => setEnding(null)} disabled={busy}>
                {t('contract_cancel')}
              </Button>
            </div>
          }
        >
          <p>{t('contract_end_text', { kind, downline: ending.account, rate: rateText(t, ending.contract.maxRate) })}</p>
          {failed ? (
            <p role="alert" className="contracts__error">
              {t('contract_error_other')}
            </p>
          ) : null}
        </Dialog>
      ) : null}
    </>
  );
}
