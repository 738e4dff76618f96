import { Suspense, use, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { hasMoreTexts, loadMoreTexts } from '@/i18n';
import { ChunkDeadline } from '@/lib/chunk-deadline';
import { RouteProgress, RouteTitle } from './navigation-effects';
import type { AppRoute, RenderRouteOptions } from './routes';
import { ScreenErrorBoundary } from './screen-error-boundary';
import { RouteErrorPage } from './screens/route-error-page';

/** The lottery routes' guard: without a login token the visitor goes to /login instead. */
export function RequireToken({ getToken, children }: RenderRouteOptions & { children: ReactNode }) {
  if (!getToken()) return <Navigate to="/login" replace />;
  return children;
}

/** Waits (suspends) until the rest of the texts are here; a failed download goes to the screen's error page. */
function MoreTexts() {
  if (!hasMoreTexts()) use(loadMoreTexts());
  return null;
}

export interface RouteScreenProps extends RenderRouteOptions {
  route: AppRoute;
}

/** One screen inside the shell: its title, its guard, a progress bar while its chunk loads, its own error page. */
export function RouteScreen({ route, getToken }: RouteScreenProps) {
  const { pathname } = useLocation();
  const Lazy = route.lazy;
  // Asked for now, beside the screen's own code (which the screen's first render fetches), not after it.
  if (!route.startTexts) void loadMoreTexts();
  const screen = (
    <>
      <RouteTitle titleKey={route.titleKey} />
      <Suspense
        fallback={
          <>
            <ChunkDeadline />
            <RouteProgress />
          </>
        }
      >
        {Lazy ? <Lazy /> : route.element}
        {route.startTexts ? null : <MoreTexts />}
      </Suspense>
    </>
  );
  return (
    <ScreenErrorBoundary resetKey={pathname} fallback={RouteErrorPage}>
      {route.guard === 'token' ? <RequireToken getToken={getToken}>{screen}</RequireToken> : screen}
    </ScreenErrorBoundary>
  );
}
