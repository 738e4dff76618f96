import type { IncomingMessage, ServerResponse } from 'node:http';
import { getResponse } from 'msw';
import { handlers } from './handlers.ts';
import { loadMerchantsFromDisk } from './merchants-node.ts';
import { isScenarioName, SCENARIO_COOKIE, SCENARIO_HEADER } from './scenarios.ts';

type Next = (error?: unknown) => void;

const PREFIXES = ['/wps/', '/lgw/', '/__sandbox/'];

function cookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

function readRequestBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** `?scenario=x` on a page load remembers the scenario in a cookie that later API calls carry. */
function rememberScenario(req: IncomingMessage, res: ServerResponse): void {
  const accept = req.headers.accept ?? '';
  if (req.method !== 'GET' || !accept.includes('text/html')) return;
  const name = new URL(req.url ?? '/', 'http://localhost').searchParams.get('scenario');
  if (name === null) return;
  res.setHeader(
    'Set-Cookie',
    isScenarioName(name) && name !== 'normal'
      ? `${SCENARIO_COOKIE}=${encodeURIComponent(name)}; Path=/; SameSite=Lax`
      : `${SCENARIO_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`,
  );
}

/**
 * Connect middleware serving the sandbox on /wps, /lgw and /__sandbox through msw's `getResponse`,
 * for the Vite dev and preview servers. Brands are read from `<root>/merchants`.
 */
export function createSandboxMiddleware(root: string) {
  loadMerchantsFromDisk(root);
  return async (req: IncomingMessage, res: ServerResponse, next: Next): Promise<void> => {
    const path = req.url ?? '/';
    if (!PREFIXES.some((prefix) => path.startsWith(prefix))) {
      rememberScenario(req, res);
      next();
      return;
    }
    try {
      const headers = new Headers();
      for (const [key, value] of Object.entries(req.headers)) {
        if (value === undefined || key.startsWith(':')) continue;
        for (const item of Array.isArray(value) ? value : [value]) headers.append(key, item);
      }
      const scenario = cookie(req.headers.cookie, SCENARIO_COOKIE);
      if (!headers.has(SCENARIO_HEADER) && isScenarioName(scenario)) headers.set(SCENARIO_HEADER, scenario);
      const method = req.method ?? 'GET';
      const body = method === 'GET' || method === 'HEAD' ? undefined : await readRequestBody(req);
      const request = new Request(`http://${req.headers.host ?? 'localhost'}${path}`, {
        method,
        headers,
        ...(body && body.length ? { body: new Uint8Array(body) } : {}),
      });
      const response = await getResponse(handlers, request);
      if (!response) {
        next();
        return;
      }
      if (response.type === 'error') {
        // A network error: drop the connection so the browser's fetch rejects.
        req.socket.destroy();
        return;
      }
      res.statusCode = response.status;
      response.headers.forEach((value, key) => res.setHeader(key, value));
      res.end(Buffer.from(await response.arrayBuffer()));
    } catch (error) {
      next(error);
    }
  };
}
