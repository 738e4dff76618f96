import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { useAllReferralLinks } from './api/referral-links';
import { useRegisteredMembers } from './api/registered-members';
import { accountTypeLabel } from './account-types';
import { Pager } from './pager';

export interface RegisteredMembersProps {
  /** Only the accounts of this link (0 or undefined: every link). */
  linkId?: number;
  onLinkChange: (linkId: number) => void;
}

/** Accounts registered through the agent's referral links, newest first, optionally of one link. */
export function RegisteredMembers({ linkId = 0, onLinkChange }: RegisteredMembersProps) {
  const { t } = useTranslation();
  const filterId = useId();
  const [paging, setPaging] = useState({ linkId, page: 1 });
  // A new link filter starts again at page 1.
  const page = paging.linkId === linkId ? paging.page : 1;
  const links = useAllReferralLinks();
  const members = useRegisteredMembers(page, linkId || undefined);

  let body;
  if (members.error && !members.data)
    body = (
      <div role="alert" className="agreg-alert">
        <p>{t('agreg_members_error')}</p>
        <Button variant="secondary" size="small" onClick={() => void members.mutate()}>
          {t('btn_retry')}
        </Button>
      </div>
    );
  else if (!members.data) body = <Spinner label={t('loading')} />;
  else if (members.data.total === 0) body = <p className="agreg-notice">{linkId ? t('agreg_members_empty_link') : t('agreg_members_empty')}</p>;
  else
    body = (
      <>
        {/* Focusable so keyboard users can scroll a table wider than the screen (axe: scrollable-region-focusable). */}
        {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <section className="agreg-table-wrap" aria-label={t('agreg_members_table')} tabIndex={0}>
          <table className="agreg-table" aria-busy={members.isValidating || undefined}>
            <caption className="visually-hidden">{t('agreg_members_count', { total: members.data.total })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('agreg_col_account')}</th>
                <th scope="col">{t('agreg_account_type')}</th>
                <th scope="col">{t('agreg_col_registered')}</th>
                <th scope="col">{t('agreg_col_code')}</th>
                <th scope="col">{t('agreg_col_last_login')}</th>
              </tr>
            </thead>
            <tbody>
              {members.data.list.map((row) => (
                <tr key={row.id}>
                  <th scope="row" data-label={t('agreg_col_account')}>{row.account}</th>
                  <td data-label={t('agreg_account_type')}>{accountTypeLabel(t, row.type)}</td>
                  <td data-label={t('agreg_col_registered')}>{formatDate(row.registerTime)}</td>
                  <td data-label={t('agreg_col_code')}>{row.affiliateCode}</td>
                  <td data-label={t('agreg_col_last_login')}>{row.lastLoginTime === null ? t('agreg_never') : formatDate(row.lastLoginTime)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <Pager page={page} totalPages={members.data.totalPages} onPage={(p) => setPaging({ linkId, page: p })} label={t('agreg_members_paging')} />
      </>
    );

  return (
    <div className="agreg-members">
      <div className="agreg-filter">
        <label htmlFor={filterId}>{t('agreg_members_filter')}</label>
        <select id={filterId} className="agreg-select" value={linkId} onChange={(event) => onLinkChange(Number(event.target.value))}>
          <option value={0}>{t('agreg_members_all_links')}</option>
          {(links.data?.list ?? []).map((link) => (
            <option key={link.id} value={link.id}>
              {t('agreg_link_title', { code: link.affiliateCode })}
            </option>
          ))}
          {linkId && links.data && !links.data.list.some((l) => l.id === linkId) ? (
            <option value={linkId}>{t('agreg_link_deleted_option')}</option>
          ) : null}
        </select>
      </div>
      {body}
    </div>
  );
}
