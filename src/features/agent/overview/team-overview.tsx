import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { isDay, presetRange } from '@/lib/date-range';
import { DATE_LONG, currentLocale, formatDate } from '@/lib/format';
import { formatMinor, toMinor } from '@/lib/money';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { useTeamOverview, type TeamOverviewSum, type TeamScope } from '../api/team-overview';
import { OVERVIEW_PRESETS, readOverviewFilters, writeOverviewFilters } from './overview-filters';
import './team-overview.css';

type Figure = { id: keyof TeamOverviewSum; labelKey: string; kind: 'count' | 'money' };

/** The overview's figures in reading order (literal keys, so the keys test sees them). */
const FIGURES: readonly Figure[] = [
  { id: 'teamSize', labelKey: 'agent_overview_team_size', kind: 'count' },
  { id: 'newMembers', labelKey: 'agent_overview_new_members', kind: 'count' },
  { id: 'activeMembers', labelKey: 'agent_overview_active_members', kind: 'count' },
  { id: 'teamBalance', labelKey: 'agent_overview_team_balance', kind: 'money' },
  { id: 'depositAmount', labelKey: 'agent_overview_deposits', kind: 'money' },
  { id: 'withdrawAmount', labelKey: 'agent_overview_withdrawals', kind: 'money' },
  { id: 'betAmount', labelKey: 'agent_overview_bets', kind: 'money' },
  { id: 'validBetAmount', labelKey: 'agent_overview_valid_bets', kind: 'money' },
  { id: 'profitAndLoss', labelKey: 'agent_overview_profit_loss', kind: 'money' },
];

const SCOPES: readonly { id: TeamScope; labelKey: string }[] = [
  { id: 'direct', labelKey: 'agent_overview_scope_direct' },
  { id: 'all', labelKey: 'agent_overview_scope_all' },
];

function figureText(figure: Figure, data: TeamOverviewSum): string {
  const value = Number(data[figure.id]);
  return figure.kind === 'money' ? formatMinor(toMinor(value)) : new Intl.NumberFormat(currentLocale()).format(value);
}

/**
 * The team overview: for a period (presets or two days, at most 90) and a scope (direct downlines or the whole team),
 * team size, new and active members, team balance, deposits, withdrawals, bets, valid bets and profit and loss.
 * Period and scope live in the address.
 */
export function TeamOverview() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = readOverviewFilters(params);
  const { data, error, loading, validating, retry } = useTeamOverview(filters.query);
  const scopeName = useId();

  const apply = (next: Partial<{ from: string; to: string; scope: TeamScope }>) =>
    setParams(writeOverviewFilters({ from: filters.from, to: filters.to, scope: filters.scope, ...next }, params), { replace: false });

  const shown = data;
  return (
    <div className="agent-overview">
      <div className="agent-overview__filters">
        <fieldset className="agent-overview__presets">
          <legend className="agent-overview__label">{t('report_period')}</legend>
          {OVERVIEW_PRESETS.map((preset) => (
            <Button
              key={preset}
              variant={filters.preset === preset ? 'primary' : 'secondary'}
              size="small"
              aria-pressed={filters.preset === preset}
              onClick={() => apply(presetRange(preset)!)}
            >
              {t(`report_preset_${preset}`)}
            </Button>
          ))}
        </fieldset>
        <div className="agent-overview__days">
          <label>
            <span>{t('report_from')}</span>
            <input type="date" value={filters.from} max={filters.to} onChange={(event) => isDay(event.target.value) && apply({ from: event.target.value })} />
          </label>
          <label>
            <span>{t('report_to')}</span>
            <input type="date" value={filters.to} min={filters.from} onChange={(event) => isDay(event.target.value) && apply({ to: event.target.value })} />
          </label>
        </div>
        <fieldset className="agent-overview__scope">
          <legend>{t('agent_overview_scope')}</legend>
          {SCOPES.map((scope) => (
            <label key={scope.id}>
              <input type="radio" name={scopeName} value={scope.id} checked={filters.scope === scope.id} onChange={() => apply({ scope: scope.id })} />
              <span>{t(scope.labelKey)}</span>
            </label>
          ))}
        </fieldset>
      </div>

      {filters.problem ? (
        <p role="alert" className="agent-overview__problem">
          {t(filters.problem.key, filters.problem.values)}
        </p>
      ) : (
        <>
          <h2 className="agent-overview__period">
            {t(filters.scope === 'all' ? 'agent_overview_heading_all' : 'agent_overview_heading_direct', {
              from: formatDate(new Date(`${filters.from}T00:00:00`).getTime(), DATE_LONG),
              to: formatDate(new Date(`${filters.to}T00:00:00`).getTime(), DATE_LONG),
            })}
          </h2>
          {error && !validating ? (
            <div role="alert" className="agent-overview__error">
              <p>{t('agent_overview_error')}</p>
              <Button onClick={() => void retry()}>{t('btn_retry')}</Button>
            </div>
          ) : null}
          {loading && !shown ? <Spinner label={t('loading')} /> : null}
          {shown && !(error && !validating) ? (
            <dl className="agent-overview__figures" aria-busy={validating}>
              {FIGURES.map((figure) => (
                <div key={figure.id} className={`agent-overview__figure agent-overview__figure--${figure.kind}`}>
                  <dt>{t(figure.labelKey)}</dt>
                  <dd>{figureText(figure, shown)}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </>
      )}
    </div>
  );
}
