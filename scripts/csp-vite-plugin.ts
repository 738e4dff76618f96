import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { SECURITY_HEADERS, contentSecurityPolicy, providerScriptUrls } from './csp.ts';
import { loadMerchants } from './merchant-validate.ts';

/**
 * Serves the built site (`vite preview`, which the browser tests use) under the site's Content-Security-Policy and
 * security headers, so every browser test runs with no 'unsafe-eval', no 'unsafe-inline' and no framing by others. The dev server has none: Vite's hot reload
 * needs inline scripts.
 */
export function cspPreviewPlugin(): Plugin {
  return {
    name: 'site-csp',
    configurePreviewServer(server) {
      const file = path.resolve(server.config.root, server.config.build.outDir, 'index.html');
      const providers = providerScriptUrls(loadMerchants());
      // Worked out again whenever the build rewrites index.html, so a rebuild under a running preview keeps its hashes.
      let cached = { mtimeMs: -1, policy: '' };
      const policy = () => {
        const { mtimeMs } = fs.statSync(file);
        if (mtimeMs !== cached.mtimeMs) cached = { mtimeMs, policy: contentSecurityPolicy(fs.readFileSync(file, 'utf8'), providers) };
        return cached.policy;
      };
      server.middlewares.use((_req, res, next) => {
        res.setHeader('Content-Security-Policy', policy());
        for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
        next();
      });
    },
  };
}
