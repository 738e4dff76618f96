import type { TFunction } from 'i18next';
import type { ReportDefinition } from '@/ui/report';
import { fetchInvitees, type InviteeRow } from '../api/invitee-report';

/** Id of the invitee report (its SWR key and CSV name). */
export const INVITEE_REPORT_ID = 'referral-invitees';

/** Invitees reach back a year: people invited long ago still bring rebates. */
export const INVITEE_MAX_AGE_DAYS = 365;

/** The invitee report: who registered with the member's code in a range, qualified or not, with deposits and bets. */
export function inviteeReport(t: TFunction): ReportDefinition<InviteeRow> {
  return {
    id: INVITEE_REPORT_ID,
    titleKey: 'ref_invitees_title',
    columns: [
      { id: 'name', headerKey: 'ref_col_invitee', cell: (row) => row.name, card: 'title' },
      { id: 'registered', headerKey: 'ref_col_registered', time: (row) => row.registerMs },
      {
        id: 'qualified',
        headerKey: 'ref_col_status',
        cell: (row) => t(row.qualified ? 'ref_status_qualified' : 'ref_status_not_qualified'),
      },
      { id: 'deposit', headerKey: 'ref_col_deposit', amount: (row) => row.deposit, signed: false },
      { id: 'bet', headerKey: 'ref_col_bet', amount: (row) => row.bet, signed: false },
    ],
    fetcher: fetchInvitees,
    rowKey: (row) => `${row.name}:${row.registerMs}`,
    types: [
      { value: '', labelKey: 'ref_filter_all' },
      { value: 'Y', labelKey: 'ref_status_qualified' },
      { value: 'N', labelKey: 'ref_status_not_qualified' },
    ],
    typeLabelKey: 'ref_filter_status',
    maxAgeDays: INVITEE_MAX_AGE_DAYS,
    defaultPreset: 'last30',
  };
}
