import type { Connect, Plugin, ProxyOptions } from 'vite';

type Middleware = (req: Parameters<Connect.NextHandleFunction>[0], res: Parameters<Connect.NextHandleFunction>[1],
  next: Connect.NextFunction) => Promise<void>;

/**
 * Serves the sandbox (the simulated platform) on /wps, /lgw and /__sandbox in `vite dev` and `vite preview`.
 * With `SANDBOX_BACKEND=<url>` it mounts nothing and proxies /wps and /lgw to that backend instead.
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
      if (!backend) server.middlewares.use(middleware);
    },
    configurePreviewServer(server) {
      if (!backend) server.middlewares.use(middleware);
    },
  };
}
