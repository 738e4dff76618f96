import { useMemo, type ReactNode } from 'react';
import { BrowserRouter, MemoryRouter } from 'react-router-dom';
import { PopupProvider } from '@/lib/popups';
import { useMerchant } from '@/merchant';
import { PopupHost } from './popup-host';
import { preloadPopup } from './popup-registry';
import { createRoutes, renderRoutes, type RenderRouteOptions } from './routes';
import { ScreenErrorBoundary } from './screen-error-boundary';
import { RouteErrorPage } from './screens/route-error-page';

export { createRoutes, renderRoutes } from './routes';
export type { AppRoute, RenderRouteOptions, RouteOptions } from './routes';

/**
 * The brand's route table drawn in the shell, and the popup host over it; a failure of the shell itself still
 * gets an error page.
 */
export function SiteRoutes({ getToken }: RenderRouteOptions) {
  const merchant = useMerchant();
  const routes = useMemo(() => createRoutes({ merchant }), [merchant]);
  return (
    <PopupProvider preload={preloadPopup}>
      <ScreenErrorBoundary fallback={RouteErrorPage}>{renderRoutes(routes, { getToken })}</ScreenErrorBoundary>
      <PopupHost />
    </PopupProvider>
  );
}

export interface AppRouterProps extends RenderRouteOptions {
  /** Drawn beside the routes inside the router (the live-event client, which opens pages from its toasts). */
  children?: ReactNode;
}

/** The site in history mode (every route of SPEC §2). */
export function AppRouter({ children, ...props }: AppRouterProps) {
  return (
    <BrowserRouter>
      <SiteRoutes {...props} />
      {children}
    </BrowserRouter>
  );
}

export interface MemoryAppRouterProps extends RenderRouteOptions {
  /** Where the router starts, e.g. ['/lottery']. */
  initialEntries: string[];
  /** Drawn beside the routes inside the router (test probes). */
  children?: ReactNode;
}

/** The same routes over an in-memory history, for tests and stories. */
export function MemoryAppRouter({ initialEntries, children, ...props }: MemoryAppRouterProps) {
  return (
    <MemoryRouter initialEntries={initialEntries}>
      <SiteRoutes {...props} />
      {children}
    </MemoryRouter>
  );
}
