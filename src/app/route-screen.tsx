import { Suspense, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
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

export interface RouteScreenProps extends RenderRouteOptions {
  route: AppRoute;
}

/** One screen inside the shell: its title, its guard, a progress bar while its chunk loads, its own error page. */
export function RouteScreen({ route, getToken }: RouteScreenProps) {
  const { pathname } = useLocation();
  const Lazy = route.lazy;
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
      >{Lazy ? <Lazy /> : route.element}</Suspense>
    </>
  );
  return (
    <ScreenErrorBoundary resetKey={pathname} fallback={RouteErrorPage}>
      {route.guard === 'token' ? <RequireToken getToken={getToken}>{screen}</RequireToken> : screen}
    </ScreenErrorBoundary>
  );
}
