import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { contentSecurityPolicy, providerScriptUrls } from './csp.ts';
import { loadMerchants } from './merchant-validate.ts';

/**
 * Serves the built site (`vite preview`, which the browser tests use) under the site's Content-Security-Policy, so
 * every browser test runs with no 'unsafe-eval' and no 'unsafe-inline'. The dev server has none: Vite's hot reload
 * needs inline scripts.
 */
export function cspPreviewPlugin(): Plugin {
  return {
    name: 'site-csp',
    configurePreviewServer(server) {
      const html = fs.readFileSync(path.resolve(server.config.root, server.config.build.outDir, 'index.html'), 'utf8');
      const policy = contentSecurityPolicy(html, providerScriptUrls(loadMerchants()));
      server.middlewares.use((_req, res, next) => {
        res.setHeader('Content-Security-Policy', policy);
        next();
      });
    },
  };
}
