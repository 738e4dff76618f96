import { createBrowserRouter } from 'react-router-dom';
import { createRoutes, type RouteOptions } from './routes';

export { createRoutes } from './routes';
export type { RouteHandle, RouteOptions } from './routes';

/** The site's history-mode router over every route of SPEC §2. */
export function createAppRouter(options: RouteOptions) {
  return createBrowserRouter(createRoutes(options));
}
