import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { checkRange, rangeToMs } from '@/lib/date-range';
import { readFilters } from '@/lib/report-filters';
import { reportKey, type ReportDefinition, type ReportQuery } from '@/ui/report';
import { fetchInvitees, type InviteeRow } from '../api/invitee-report';

/**
 * The invitee report's footer counts (invitees and qualified over the whole filtered range). The report view's totals
 * strip shows money only, so this reads the same filters from the address and shares the table's cache entry.
 */
export function InviteeCounts({ report }: { report: ReportDefinition<InviteeRow> }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const defaults = useMemo(
    () => ({ preset: report.defaultPreset ?? 'today', type: report.types?.[0]?.value ?? '', extra: {} }),
    [report],
  );
  const filters = readFilters(params, defaults, { allowedTypes: report.types?.map((o) => o.value) });
  const refused = checkRange(filters, { maxDays: report.maxRangeDays, maxAgeDays: report.maxAgeDays }) !== null;
  const query: ReportQuery = { from: filters.from, to: filters.to, ...rangeToMs(filters), type: filters.type, extra: filters.extra, size: report.pageSize ?? 10 };
  const { data } = useSWR(refused ? null : reportKey(report.id, query, filters.page), () => fetchInvitees(query, filters.page));
  const counts = data && 'counts' in data ? data.counts : null;
  return (
    <section aria-label={t('ref_invitee_counts')} className="referral-counts">
      <dl>
        <div>
          <dt>{t('ref_count_invitees')}</dt>
          <dd>{counts ? counts.invitees : '–'}</dd>
        </div>
        <div>
          <dt>{t('ref_count_qualified')}</dt>
          <dd>{counts ? counts.qualified : '–'}</dd>
        </div>
      </dl>
    </section>
  );
}
