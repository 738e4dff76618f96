import { useEffect, useLayoutEffect, useState } from 'react';
import {
  checkStartup,
  DomainErrorPage,
  MaintenancePage,
  RegionBlockedPage,
  type StartupCalls,
  type StartupResult,
} from '@/features/system-status';
import type { Member } from '@/lib/system-types';
import type { SystemState } from '@/lib/system';
import { useMerchant } from '@/merchant';
import { revealPage } from '@/ui';
import { appStartupCalls } from './startup-calls';

/** Where the start-up checks are, as the top screen needs it. */
export interface StatusReport {
  /** 'checking' until the site may show, 'ready' once it may, 'page' while a status page replaces the site. */
  phase: 'checking' | 'ready' | 'page';
  /** A check is running again after it failed (Retry): the site is not drawn meanwhile. */
  rechecking: boolean;
  system: SystemState;
  member: Member | null;
}

export interface StatusWatcherProps {
  host: string;
  token: string | null;
  /** The platform calls; the app's own unless a test or story hands in others. */
  calls?: StartupCalls;
  /** Told every change. */
  onReport: (report: StatusReport) => void;
}

/**
 * Runs the start-up check (SPEC §4 "System status") and draws the maintenance, region-blocked or domain-error page
 * when the answer says so; Retry on the domain-error page checks again, and so does the device coming back online
 * after the check got no answer. Loaded beside the shell, so the status pages
 * are not in the first download.
 */
export default function StatusWatcher({ host, token, calls = appStartupCalls, onReport }: StatusWatcherProps) {
  const merchant = useMerchant();
  // Each Retry is a new attempt; the result belongs to the attempt that asked for it.
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ attempt: number; value: StartupResult } | null>(null);
  const settled = result?.attempt === attempt ? result.value : null;

  useEffect(() => {
    let current = true;
    void checkStartup({ host, token }, calls).then((value) => current && setResult({ attempt, value }));
    return () => {
      current = false;
    };
  }, [host, token, calls, attempt]);

  const page = settled && settled.outcome !== 'ready' ? settled.outcome : null;
  const phase = page ? 'page' : settled ? 'ready' : 'checking';
  const rechecking = phase === 'checking' && attempt > 0;
  const shown = settled ?? result?.value ?? null;
  const unreachable = page === 'domainError' && settled?.error === 'unreachable';

  // No answer at all (offline): checked again as soon as the device is back online, as well as on Retry.
  useEffect(() => {
    if (!unreachable) return undefined;
    const retry = () => setAttempt((n) => n + 1);
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [unreachable]);

  // Before paint: a status page and the site it replaces never show in the same frame. The first check's 'checking'
  // is where the top screen starts, so it is not reported: a report with equal figures in new objects would re-render
  // every part of the shell that reads the system state.
  useLayoutEffect(() => {
    if (phase === 'checking' && !rechecking) return;
    onReport({
      phase,
      rechecking,
      system: {
        flags: shown?.flags ?? {},
        info: shown?.info ?? null,
        location: shown?.location ?? null,
        customerServiceUrl: shown?.customerServiceUrl ?? null,
      },
      member: shown?.member ?? null,
    });
  }, [onReport, phase, rechecking, shown]);

  useEffect(() => {
    if (page) revealPage();
  }, [page]);

  const customerServiceUrl = shown?.customerServiceUrl ?? merchant.customerService.href;
  if (page === 'maintenance') return <MaintenancePage customerServiceUrl={customerServiceUrl} />;
  if (page === 'regionBlocked') return <RegionBlockedPage ip={shown?.location?.ip ?? null} customerServiceUrl={customerServiceUrl} />;
  if (page === 'domainError') {
    return (
      <DomainErrorPage
        customerServiceUrl={customerServiceUrl}
        onRetry={() => setAttempt((n) => n + 1)}
        unreachable={unreachable}
      />
    );
  }
  return null;
}
