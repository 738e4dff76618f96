import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { memberPagePath } from '@/lib/member-centre';
import { useSingleWallet } from '@/lib/merchant-wallet';
import { useSystem } from '@/lib/system';
import { isFlagOn } from '@/lib/whitelabel';
import { Spinner, Tabs } from '@/ui';
import { usePendingConfirmationCount, WithdrawalConfirmationPanel } from '../../withdrawal-confirmation';
import type { WithdrawData, WithdrawRequest, WithdrawResult } from '../types';
import { BankCards } from './bank-cards';
import { WithdrawFlow } from './withdraw-flow';
import './withdraw.css';

export type WithdrawTab = 'withdraw' | 'cards' | 'payouts';

export interface WithdrawPageProps {
  /** The section shown first. */
  initialTab?: WithdrawTab;
  /** Replace the withdrawal's calls (stories). */
  load?: (input: { singleWallet: boolean }) => Promise<WithdrawData>;
  submit?: (request: WithdrawRequest) => Promise<WithdrawResult>;
}

/** The withdraw page: the withdrawal, the bank cards, and the payouts waiting for the member's confirmation. */
export function WithdrawPage({ initialTab = 'withdraw', load, submit }: WithdrawPageProps) {
  const { t } = useTranslation();
  const { flags } = useSystem();
  const [tab, setTab] = useState<WithdrawTab>(initialTab);
  const wallet = useSingleWallet(true);
  const pending = usePendingConfirmationCount() ?? 0;
  const walletKnown = wallet.data !== undefined || wallet.error !== undefined;

  const withdraw = walletKnown ? (
    <WithdrawFlow
      singleWallet={wallet.data === true}
      noPassword={isFlagOn(flags, 'WDRAWNOPASSVERIF3')}
      onAddCard={() => setTab('cards')}
      securityCentreHref={memberPagePath('securityCenter')}
      {...(load ? { load } : {})}
      {...(submit ? { submit } : {})}
    />
  ) : (
    <Spinner label={t('loading')} />
  );

  return (
    <div className="withdraw">
      <Tabs
        label={t('withdraw_sections')}
        selected={tab}
        onChange={(id) => setTab(id as WithdrawTab)}
        tabs={[
          { id: 'withdraw', label: t('withdraw_tab_withdraw'), panel: withdraw },
          { id: 'cards', label: t('withdraw_tab_cards'), panel: <BankCards /> },
          {
            id: 'payouts',
            label: (
              <>
                {t('withdraw_tab_payouts')}
                {pending > 0 ? (
                  <span className="withdraw__badge" aria-label={t('withdraw_payouts_badge', { pending })}>
                    {pending > 99 ? '99+' : pending}
                  </span>
                ) : null}
              </>
            ),
            panel: <WithdrawalConfirmationPanel headingLevel={2} />,
          },
        ]}
      />
    </div>
  );
}
