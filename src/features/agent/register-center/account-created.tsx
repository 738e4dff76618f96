import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { Button } from '@/ui/button';
import { CopyButton } from '@/ui/share-link';
import { accountTypeLabel } from './account-types';

/** The account just opened, with the password the agent typed (the server never sends it back). */
export interface CreatedAccount {
  account: string;
  password: string;
  type: number;
  regDate: number;
}

export interface AccountCreatedProps {
  account: CreatedAccount;
  /** Back to an empty form. */
  onDone: () => void;
}

/** The new account's details, shown once (the password is gone after this), each with a copy button. */
export function AccountCreated({ account, onDone }: AccountCreatedProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  // Focus moves to the result, so a screen reader hears that the account is open.
  useEffect(() => heading.current?.focus(), []);
  const signInAt = typeof location === 'undefined' ? '' : location.origin;
  const rows: { id: string; label: string; value: string; copy: boolean }[] = [
    { id: 'account', label: t('agreg_created_username'), value: account.account, copy: true },
    { id: 'password', label: t('agreg_created_password'), value: account.password, copy: true },
    { id: 'type', label: t('agreg_account_type'), value: accountTypeLabel(t, account.type), copy: false },
    { id: 'date', label: t('agreg_created_time'), value: formatDate(account.regDate), copy: false },
    { id: 'site', label: t('agreg_created_site'), value: signInAt, copy: true },
  ];
  const all = [`${t('agreg_created_username')}: ${account.account}`, `${t('agreg_created_password')}: ${account.password}`, signInAt].join('\n');
  return (
    <section className="agreg-created" aria-labelledby="agreg-created-title">
      <h2 id="agreg-created-title" ref={heading} tabIndex={-1} className="agreg-created__title">
        {t('agreg_created_title', { account: account.account })}
      </h2>
      <p className="agreg-created__once">{t('agreg_created_once')}</p>
      <dl className="agreg-created__list">
        {rows.map((row) => (
          <div key={row.id} className="agreg-created__row">
            <dt>{row.label}</dt>
            <dd>
              <span className="agreg-created__value">{row.value}</span>
              {row.copy ? <CopyButton value={row.value} label={t('agreg_copy_named', { name: row.label })} /> : null}
            </dd>
          </div>
        ))}
      </dl>
      <div className="agreg-actions">
        <CopyButton value={all} label={t('agreg_copy_all')} text={t('agreg_copy_all')} />
        <Button variant="primary" onClick={onDone}>
          {t('agreg_open_another')}
        </Button>
      </div>
    </section>
  );
}
