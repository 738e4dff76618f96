import { lazy, startTransition, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig } from 'swr';
import { session } from '@/api';
import { sessionCache, sessionOnce } from '@/api/swr';
import { i18n } from '@/i18n';
import { MemberProvider } from '@/lib/member';
import { SystemProvider } from '@/lib/system';
import { MerchantProvider, useMerchant, type Merchant } from '@/merchant';
import { revealPage } from '@/ui';
import { BootScreen } from './boot-screen';
import { LiveEventsGate } from './live-events-gate';
import { AppRouter } from './router';
import { SessionCachePurge } from './session-cache-purge';
import type { StatusReport } from './status-watcher';

// Its own chunk (the start-up check and the status pages): the shell does not wait for it.
const StatusWatcher = lazy(() => import('./status-watcher'));

export interface AppProps {
  merchant: Merchant;
  /** The page's hostname, checked by the start-up calls. */
  host: string;
  /** The login token taken at boot (URL query or session). */
  token: string | null;
}

const getToken = () => session.getToken();

const CHECKING: StatusReport = {
  phase: 'checking',
  rechecking: false,
  system: { flags: {}, info: null, location: null, customerServiceUrl: null },
  member: null,
};

function Loading() {
  useEffect(revealPage, []);
  return <BootScreen />;
}

/**
 * The top screen. A visitor gets the shell at once while the start-up checks run (nothing waits for the status call)
 * and a status page replaces it if the answer says so; with a login token the neutral loading screen shows until the
 * member is known, so the header never switches from visitor to member.
 */
function TopScreen({ host, token }: Omit<AppProps, 'merchant'>) {
  const merchant = useMerchant();
  const [status, setStatus] = useState<StatusReport>(CHECKING);
  // The answer re-renders whatever reads the system state or the member: a transition, so React draws it in short
  // slices instead of one long task while the first screen is still settling. A status page replaces the shell at
  // once, in the same frame as the page itself.
  const report = useCallback((next: StatusReport) => {
    if (next.phase === 'page') setStatus(next);
    else startTransition(() => setStatus(next));
  }, []);
  // The same element on every report: the routes re-render only where they read the system state or the member.
  const routes = useMemo(
    () => (
      <>
        <AppRouter getToken={getToken}>
          <LiveEventsGate />
        </AppRouter>
        {/* After the router, so screens have dropped member-only keys before it refetches what is still shown. */}
        <SessionCachePurge />
      </>
    ),
    [],
  );
  const { system } = status;
  const shell = status.phase === 'ready' || (status.phase === 'checking' && token === null && !status.rechecking);
  return (
    <>
      <Suspense fallback={null}>
        <StatusWatcher host={host} token={token} onReport={report} />
      </Suspense>
      {shell ? (
        <SystemProvider
          flags={system.flags}
          info={system.info}
          location={system.location}
          customerServiceUrl={system.customerServiceUrl ?? merchant.customerService.href}
        >
          <MemberProvider member={status.member}>{routes}</MemberProvider>
        </SystemProvider>
      ) : status.phase === 'checking' ? (
        <Loading />
      ) : null}
    </>
  );
}

/** One data cache for the site: session-cached keys kept in sessionStorage and asked for once (SPEC §9). */
const SWR_CONFIG = { provider: sessionCache, use: [sessionOnce] };

/** The whole site: brand, texts, data cache, the start-up status deciding the top screen, then the router. */
export function App({ merchant, ...rest }: AppProps) {
  return (
    <MerchantProvider merchant={merchant}>
      <I18nextProvider i18n={i18n}>
        <SWRConfig value={SWR_CONFIG}>
          <TopScreen {...rest} />
        </SWRConfig>
      </I18nextProvider>
    </MerchantProvider>
  );
}
