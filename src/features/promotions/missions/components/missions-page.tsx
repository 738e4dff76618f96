import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDate, formatNumber } from '@/lib/format';
import { formatMinor, toMinor } from '@/lib/money';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { useMissionLeaderboard, useMissionSummary, type LeaderboardPeriod, type Mission } from '../api/missions';
import './missions.css';

/** Where a completed mission's reward waits. */
export const REWARD_CENTRE_ROUTE = '/member/rewardCenter';
const CATEGORIES: readonly Mission['category'][] = ['DAILY', 'WEEKLY', 'ACHIEVEMENT'];

const money = (wire: number) => formatMinor(toMinor(wire));

/** A mission's figure: money for deposits and bets, a count for sign-ins and games. */
function figure(mission: Mission, value: number): string {
  return mission.metric === 'DEPOSIT' || mission.metric === 'BET' ? money(value) : formatNumber(value);
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="missions-error">
      <p>{t('missions_load_failed')}</p>
      <Button size="small" onClick={onRetry}>{t('btn_retry')}</Button>
    </div>
  );
}

function MissionItem({ mission }: { mission: Mission }) {
  const { t } = useTranslation();
  const titleId = useId();
  const progressText = t('missions_progress', { progress: figure(mission, mission.progress), target: figure(mission, mission.target) });
  const percent = mission.target > 0 ? Math.min(100, Math.round((mission.progress / mission.target) * 100)) : 100;
  return (
    <li className={`missions-item missions-item--${mission.status.toLowerCase()}`} aria-labelledby={titleId}>
      <div className="missions-item__head">
        <h3 id={titleId} className="missions-item__title">{mission.title}</h3>
        <span className="missions-badge">{t(`missions_status_${mission.status}`)}</span>
      </div>
      <progress className="missions-bar" aria-labelledby={titleId} aria-valuetext={progressText} max={100} value={percent} />
      <p className="missions-muted">
        {progressText} · {t('missions_reward', { amount: money(mission.rewardAmount), points: mission.points })}
        {mission.endTime ? ` · ${t('missions_ends', { time: formatDate(mission.endTime, 'DD/MM/YYYY HH:mm') })}` : ''}
      </p>
      {mission.status === 'COMPLETED' ? <Link to={REWARD_CENTRE_ROUTE}>{t('missions_claim_in_centre')}</Link> : null}
    </li>
  );
}

function Leaderboard() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<LeaderboardPeriod>('WEEKLY');
  const { data, error, loading, reload } = useMissionLeaderboard(period);
  return (
    <div className="missions-section">
      <h2 id="missions-board-title">{t('missions_board_title')}</h2>
      <fieldset className="missions-periods">
        <legend className="visually-hidden">{t('missions_board_period')}</legend>
        {(['DAILY', 'WEEKLY'] as const).map((p) => (
          <Button key={p} size="small" variant={p === period ? 'primary' : 'secondary'} aria-pressed={p === period} onClick={() => setPeriod(p)}>
            {t(`missions_board_${p}`)}
          </Button>
        ))}
      </fieldset>
      {loading && !data ? <Spinner /> : null}
      {error && !data ? <LoadFailed onRetry={() => void reload()} /> : null}
      {data ? (
        <>
          <p className="missions-strong" aria-live="polite">
            {data.me.rank === null
              ? t('missions_board_me_unranked', { score: data.me.score })
              : t('missions_board_me', { rank: data.me.rank, score: data.me.score })}
          </p>
          {/* Focusable so keyboard users can scroll a table wider than the screen (axe: scrollable-region-focusable). */}
          {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <section className="missions-table-wrap" aria-labelledby="missions-board-title" tabIndex={0}>
            <table className="missions-table">
              <caption className="missions-caption">{t(`missions_board_caption_${data.period}`)}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('missions_col_rank')}</th>
                  <th scope="col">{t('missions_col_member')}</th>
                  <th scope="col">{t('missions_col_points')}</th>
                  <th scope="col">{t('missions_col_prize')}</th>
                </tr>
              </thead>
              <tbody>
                {data.list.map((row) => (
                  <tr key={row.rank}>
                    <td>{row.rank}</td>
                    <td>{row.customerName}</td>
                    <td>{formatNumber(row.score)}</td>
                    <td>{row.rewardAmount === null || row.rewardAmount === undefined ? '–' : money(row.rewardAmount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </>
      ) : null}
    </div>
  );
}

/** Member page missionLeaderboard: the member's missions with their progress, then the leaderboard of the day or week. */
export function MissionsPage() {
  const { t } = useTranslation();
  const { data, error, loading, reload } = useMissionSummary();
  return (
    <div className="missions">
      {loading ? <Spinner /> : null}
      {error && !data ? <LoadFailed onRetry={() => void reload()} /> : null}
      {data ? (
        <>
          <p className="missions-summary">{t('missions_summary', { completed: data.completed, total: data.total, points: data.points })}</p>
          {CATEGORIES.map((category) => {
            const missions = data.missions.filter((m) => m.category === category);
            if (!missions.length) return null;
            return (
              <section key={category} className="missions-section" aria-labelledby={`missions-${category}`}>
                <h2 id={`missions-${category}`}>{t(`missions_category_${category}`)}</h2>
                <ul className="missions-list">
                  {missions.map((mission) => (
                    <MissionItem key={mission.missionId} mission={mission} />
                  ))}
                </ul>
              </section>
            );
          })}
        </>
      ) : null}
      <Leaderboard />
    </div>
  );
}
