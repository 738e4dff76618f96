import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { formatDate } from '@/lib/format';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { CopyButton } from '@/ui/share-link';
import { Spinner } from '@/ui/spinner';
import { toast } from '@/ui/toast';
import { deleteReferralLink, refreshReferralLinks, useReferralLinks, type ReferralLink } from './api/referral-links';
import { accountTypeLabel } from './account-types';
import { CreateLinkDialog } from './create-link-dialog';
import { messageOf, registerCenterErrorKey } from './errors';
import { LinkQrDialog } from './link-qr-dialog';
import { Pager } from './pager';
import { productName } from './product-types';

export interface ReferralLinksProps {
  /** Link kinds the agent may create (0 member, agent types); empty: it may not create links. */
  choices: number[];
  /** CREATEAFF3: the agent may create links. */
  canCreate: boolean;
  /** AFFMAN3: the agent may delete links. */
  canManage: boolean;
  /** Opens the members registered through one link. */
  onShowMembers?: (link: ReferralLink) => void;
}

/** The agent's referral links: create, list with registration counts, copy link or code, QR, delete. */
export function ReferralLinks({ choices, canCreate, canManage, onShowMembers }: ReferralLinksProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const links = useReferralLinks(page);
  const [creating, setCreating] = useState(false);
  const [qr, setQr] = useState<ReferralLink | null>(null);
  const [deleting, setDeleting] = useState<ReferralLink | null>(null);
  const create = canCreate && choices.length > 0;

  let body;
  if (links.error && !links.data)
    body = (
      <div role="alert" className="agreg-alert">
        <p>{t('agreg_links_error')}</p>
        <Button variant="secondary" size="small" onClick={() => void links.mutate()}>
          {t('btn_retry')}
        </Button>
      </div>
    );
  else if (!links.data) body = <Spinner label={t('loading')} />;
  else if (links.data.total === 0) body = <p className="agreg-notice">{t('agreg_links_empty')}</p>;
  else
    body = (
      <>
        <ul className="agreg-links" aria-label={t('agreg_links_list')} aria-busy={links.isValidating || undefined}>
          {links.data.list.map((link) => (
            <LinkCard key={link.id} link={link} canManage={canManage} onQr={setQr} onDelete={setDeleting} onShowMembers={onShowMembers} />
          ))}
        </ul>
        <Pager page={page} totalPages={links.data.totalPages} onPage={setPage} label={t('agreg_links_paging')} />
      </>
    );

  return (
    <div className="agreg-links-panel">
      <div className="agreg-links-panel__head">
        <p className="agreg-lead">{t('agreg_links_lead')}</p>
        {create ? <Button onClick={() => setCreating(true)}>{t('agreg_link_create')}</Button> : null}
      </div>
      {body}
      {create ? (
        <CreateLinkDialog open={creating} onClose={() => setCreating(false)} choices={choices} onCreated={() => setPage(1)} />
      ) : null}
      <LinkQrDialog link={qr} onClose={() => setQr(null)} />
      <DeleteLinkDialog link={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}

interface LinkCardProps {
  link: ReferralLink;
  canManage: boolean;
  onQr: (link: ReferralLink) => void;
  onDelete: (link: ReferralLink) => void;
  onShowMembers?: ((link: ReferralLink) => void) | undefined;
}

function LinkCard({ link, canManage, onQr, onDelete, onShowMembers }: LinkCardProps) {
  const { t } = useTranslation();
  const code = link.affiliateCode;
  const titleId = `agreg-link-${link.id}`;
  const rates = link.rebateSettings.filter((r) => r.rate > 0);
  return (
    <li className={['agreg-link', link.expired && 'agreg-link--expired'].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <div className="agreg-link__head">
        <h2 id={titleId} className="agreg-link__code">
          {t('agreg_link_title', { code })}
        </h2>
        <span className="agreg-badge">{accountTypeLabel(t, link.agentType)}</span>
        {link.expired ? <span className="agreg-badge agreg-badge--warn">{t('agreg_link_expired')}</span> : null}
      </div>
      <p className="agreg-link__url">{link.url}</p>
      <dl className="agreg-link__facts">
        <div>
          <dt>{t('agreg_link_registered')}</dt>
          <dd>{link.registeredCount}</dd>
        </div>
        <div>
          <dt>{t('agreg_link_created_at')}</dt>
          <dd>{formatDate(link.createTime)}</dd>
        </div>
        <div>
          <dt>{t('agreg_link_expires')}</dt>
          <dd>{link.expireTime === null ? t('agreg_expiry_never') : formatDate(link.expireTime)}</dd>
        </div>
        <div>
          <dt>{t('agreg_link_rates')}</dt>
          <dd>{rates.length ? rates.map((r) => `${productName(t, r.productType)} ${r.rate}%`).join(', ') : t('agreg_link_no_rates')}</dd>
        </div>
      </dl>
      <div className="agreg-actions agreg-actions--wrap">
        <CopyButton value={link.url} label={t('agreg_copy_link', { code })} text={t('agreg_copy_link_text')} />
        <CopyButton value={code} label={t('agreg_copy_code', { code })} text={t('agreg_copy_code_text')} />
        <Button variant="secondary" size="small" aria-label={t('agreg_qr_open', { code })} onClick={() => onQr(link)}>
          {t('agreg_qr_open_text')}
        </Button>
        {onShowMembers && link.registeredCount > 0 ? (
          <Button variant="secondary" size="small" aria-label={t('agreg_members_of', { code })} onClick={() => onShowMembers(link)}>
            {t('agreg_members_of_text')}
          </Button>
        ) : null}
        {canManage ? (
          <Button variant="ghost" size="small" className="agreg-danger" aria-label={t('agreg_link_delete', { code })} onClick={() => onDelete(link)}>
            {t('agreg_link_delete_text')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}

function DeleteLinkDialog({ link, onClose }: { link: ReferralLink | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const sending = useRef(false);
  const close = () => {
    setError(null);
    onClose();
  };
  const confirm = async () => {
    if (!link || sending.current) return;
    sending.current = true;
    setBusy(true);
    setError(null);
    try {
      await deleteReferralLink(link.id);
      await refreshReferralLinks(mutate);
      toast.success(t('agreg_link_deleted', { code: link.affiliateCode }));
      close();
    } catch (failure) {
      const message = messageOf(failure);
      setError(registerCenterErrorKey(message) ?? message);
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={link !== null}
      onClose={close}
      title={t('agreg_link_delete_title', { code: link?.affiliateCode ?? '' })}
      className="agreg-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={busy}>
            {t('agreg_cancel')}
          </Button>
          <Button onClick={() => void confirm()} disabled={busy} aria-busy={busy || undefined}>
            {t('agreg_link_delete_confirm')}
          </Button>
        </>
      }
    >
      <p>{t('agreg_link_delete_text_long', { registered: link?.registeredCount ?? 0 })}</p>
      {error ? (
        <p role="alert" className="agreg-alert">
          {t(error, { defaultValue: error })}
        </p>
      ) : null}
    </Dialog>
  );
}
