import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Connect, Plugin, ProxyOptions } from 'vite';

type Middleware = (req: Parameters<Connect.NextHandleFunction>[0], res: Parameters<Connect.NextHandleFunction>[1],
  next: Connect.NextFunction) => Promise<void>;

type UpgradeTarget = { on(event: 'upgrade', listener: (req: IncomingMessage, socket: Duplex, head: Buffer) => void): unknown };

/**
 * Serves the sandbox (the simulated platform) on /wps, /lgw and /__sandbox in `vite dev` and `vite preview`, and its
 * live-event socket (sandbox/live-socket.ts) on the same server. With `SANDBOX_BACKEND=<url>` it mounts nothing and
 * proxies /wps and /lgw to that backend instead (whose CSP_ImUrl names its own socket).
 */
export function sandboxPlugin(): Plugin {
  const backend = process.env.SANDBOX_BACKEND;
  let root = process.cwd();
  let loaded: Promise<Middleware> | undefined;

  // Loaded on the first request so starting the server costs nothing; plain Node modules, no Vite transform needed.
  const middleware: Connect.NextHandleFunction = (req, res, next) => {
    loaded ??= import('./middleware.ts').then((m) => m.createSandboxMiddleware(root));
    loaded.then((handle) => handle(req, res, next)).catch(next);
  };

  // The socket server loads with the first upgrade (Vite's HMR socket included, which it leaves alone); same bundle
  // as the middleware, so both see one store and one event bus.
  let socket: Promise<typeof import('./live-socket.ts')> | undefined;
  const listen = (server: (UpgradeTarget & { keepAliveTimeout?: number }) | null) => {
    // Node closes an idle kept-alive connection after 5 s; a client that sends on it just then gets ECONNRESET (the
    // browser retries, Node clients such as the browser tests' request context do not). Seen as a flaky test when a
    // control call followed a sign-in by 5 s. Clients close idle connections first when the server waits longer.
    if (server) server.keepAliveTimeout = 65_000;
    server?.on('upgrade', (req, stream, head) => {
      socket ??= import('./live-socket.ts');
      socket.then((m) => m.handleLiveUpgrade(req, stream, head)).catch(() => stream.destroy());
    });
  };

  const proxy: Record<string, ProxyOptions> | undefined = backend
    ? Object.fromEntries(['/wps', '/lgw'].map((prefix) => [prefix, { target: backend, changeOrigin: true, secure: true }]))
    : undefined;

  return {
    name: 'sandbox',
    config() {
      return proxy ? { server: { proxy }, preview: { proxy } } : undefined;
    },
    configResolved(config) {
      root = config.root;
    },
    configureServer(server) {
      if (backend) return;
      server.middlewares.use(middleware);
      listen(server.httpServer);
    },
    configurePreviewServer(server) {
      if (backend) return;
      server.middlewares.use(middleware);
      listen(server.httpServer);
    },
  };
}
