import { I18nextProvider } from 'react-i18next';
import { SWRConfig } from 'swr';
import { useMachine } from '@xstate/react';
import { session } from '@/api';
import { sessionCache } from '@/api/swr';
import { DomainErrorPage, MaintenancePage, RegionBlockedPage } from '@/features/system-status';
import { i18n } from '@/i18n';
import { MemberProvider } from '@/lib/member';
import { SystemProvider } from '@/lib/system';
import { MerchantProvider, useMerchant, type Merchant } from '@/merchant';
import { BootScreen } from './boot-screen';
import { AppRouter } from './router';
import { SessionCachePurge } from './session-cache-purge';
import { appStatusMachine } from './status-actors';

export interface AppProps {
  merchant: Merchant;
  /** The page's hostname, checked by the start-up calls. */
  host: string;
  /** The login token taken at boot (URL query or session). */
  token: string | null;
  /** The status machine; the app's own unless a test or story hands in one with other actors. */
  statusMachine?: typeof appStatusMachine;
}

const getToken = () => session.getToken();

function TopScreen({ host, token, statusMachine }: Omit<AppProps, 'merchant'>) {
  const merchant = useMerchant();
  const [snapshot, send] = useMachine(statusMachine ?? appStatusMachine, { input: { host, token } });
  const { context } = snapshot;
  const customerServiceUrl = context.customerServiceUrl ?? merchant.customerService.href;

  if (snapshot.matches('maintenance')) return <MaintenancePage customerServiceUrl={customerServiceUrl} />;
  if (snapshot.matches('regionBlocked'))
    return <RegionBlockedPage ip={context.location?.ip ?? null} customerServiceUrl={customerServiceUrl} />;
  if (snapshot.matches('domainError'))
    return <DomainErrorPage customerServiceUrl={customerServiceUrl} onRetry={() => send({ type: 'RETRY' })} />;
  if (!snapshot.matches('ready')) return <BootScreen />;
  return (
    <SystemProvider
      flags={context.flags}
      info={context.info}
      location={context.location}
      customerServiceUrl={customerServiceUrl}
    >
      <MemberProvider member={context.member}>
        <AppRouter getToken={getToken} />
        {/* After the router, so screens have dropped member-only keys before it refetches what is still shown. */}
        <SessionCachePurge />
      </MemberProvider>
    </SystemProvider>
  );
}

/** The whole site: brand, texts, data cache, the start-up status deciding the top screen, then the router. */
export function App({ merchant, ...rest }: AppProps) {
  return (
    <MerchantProvider merchant={merchant}>
      <I18nextProvider i18n={i18n}>
        <SWRConfig value={{ provider: sessionCache }}>
          <TopScreen {...rest} />
        </SWRConfig>
      </I18nextProvider>
    </MerchantProvider>
  );
}
