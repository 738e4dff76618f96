import { useEffect, useState } from 'react';
import { useMachine } from '@xstate/react';
import { DomainErrorPage, MaintenancePage, RegionBlockedPage } from '@/features/system-status';
import type { Member } from '@/lib/system-types';
import type { SystemState } from '@/lib/system';
import { useMerchant } from '@/merchant';
import { revealPage } from '@/ui';
import { appStatusMachine } from './status-actors';

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
  machine?: typeof appStatusMachine;
  /** Told every change. */
  onReport: (report: StatusReport) => void;
}

/**
 * Runs the start-up status machine (SPEC §4 "System status") and draws the maintenance, region-blocked or
 * domain-error page when the answer says so. Loaded beside the shell, so XState is not in the first download.
 */
export default function StatusWatcher({ host, token, machine, onReport }: StatusWatcherProps) {
  const merchant = useMerchant();
  const [snapshot, send] = useMachine(machine ?? appStatusMachine, { input: { host, token } });
  const { context } = snapshot;
  const customerServiceUrl = context.customerServiceUrl ?? merchant.customerService.href;
  const [failedOnce, setFailedOnce] = useState(false);

  const page = snapshot.matches('maintenance')
    ? 'maintenance'
    : snapshot.matches('regionBlocked')
      ? 'regionBlocked'
      : snapshot.matches('domainError')
        ? 'domainError'
        : null;
  if (page === 'domainError' && !failedOnce) setFailedOnce(true);
  const phase = page ? 'page' : snapshot.matches('ready') ? 'ready' : 'checking';
  const rechecking = phase === 'checking' && failedOnce;

  useEffect(() => {
    onReport({
      phase,
      rechecking,
      system: { flags: context.flags, info: context.info, location: context.location, customerServiceUrl: context.customerServiceUrl },
      member: context.member,
    });
  }, [onReport, phase, rechecking, context.flags, context.info, context.location, context.customerServiceUrl, context.member]);

  useEffect(() => {
    if (page) revealPage();
  }, [page]);

  if (page === 'maintenance') return <MaintenancePage customerServiceUrl={customerServiceUrl} />;
  if (page === 'regionBlocked') return <RegionBlockedPage ip={context.location?.ip ?? null} customerServiceUrl={customerServiceUrl} />;
  if (page === 'domainError') return <DomainErrorPage customerServiceUrl={customerServiceUrl} onRetry={() => send({ type: 'RETRY' })} />;
  return null;
}
