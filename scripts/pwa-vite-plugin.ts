/**
 * The installable site: one web app manifest per brand and the site's service worker (src/features/pwa/worker/sw.ts,
 * built by vite-plugin-pwa's injectManifest, which writes the precache list into it).
 *
 * Manifests: one build serves every brand by hostname, and a static host cannot answer `/manifest.webmanifest` per host,
 * so each brand's manifest is its own file, `/manifest/<code>.webmanifest` (built into dist/, served by the dev and
 * preview servers), and the app links the visitor's brand's file at run time, after the first screen (src/features/pwa):
 * index.html and the first load stay as they are.
 *
 * Service worker: precaches the app shell (index.html and what it loads first), caches the hashed `/assets/` files as
 * they are fetched (immutable, so cache first), and never answers `/wps`, `/lgw` or `/__sandbox` from a cache. A deploy
 * changes the precache list, so the browser installs the new worker beside the old one; it waits until the person
 * reloads from the "new version" prompt. Registered by src/features/pwa, in production builds only.
 *
 * Cost, measured by the bench (BENCH_ONLY=home): the first load is unchanged (nothing of this is in index.html, the
 * entry or the boot chunk); after load and idle the home page fetches one chunk (the gate: 1.6 KB gzip, 2.6 KB as
 * transferred), and the worker then precaches the shell in the background. The strip's own chunk comes only when
 * there is something to show.
 */
import fs from 'node:fs';
import path from 'node:path';
import { VitePWA } from 'vite-plugin-pwa';
import type { Connect, Plugin } from 'vite';
import { loadMerchants } from './merchant-validate.ts';
import { manifestFile, shellFiles, webAppManifest } from './pwa-manifest.ts';

function manifests(): Map<string, string> {
  return new Map(loadMerchants().map((m) => [manifestFile(m.code), `${JSON.stringify(webAppManifest(m), null, 2)}\n`]));
}

/** Serves `/manifest/<code>.webmanifest` in dev (built afresh per request, so a config edit shows at once). */
function serveManifests(): Connect.NextHandleFunction {
  return (req, res, next) => {
    const file = (req.url ?? '').split(/[?#]/)[0]?.replace(/^\//, '') ?? '';
    if (!file.endsWith('.webmanifest')) return next();
    const text = manifests().get(file);
    if (text === undefined) return next();
    res.setHeader('Content-Type', 'application/manifest+json');
    res.end(text);
  };
}

function manifestPlugin(state: { outDir: string }): Plugin {
  return {
    name: 'pwa-brand-manifests',
    configResolved(config) {
      state.outDir = path.resolve(config.root, config.build.outDir);
    },
    configureServer(server) {
      server.middlewares.use(serveManifests());
    },
    generateBundle() {
      for (const [fileName, source] of manifests()) this.emitFile({ type: 'asset', fileName, source });
    },
  };
}

/** The plugins of the installable site, for vite.config.ts. */
export function pwaPlugins(): Plugin[] {
  const state = { outDir: path.resolve('dist') };
  return [
    manifestPlugin(state),
    ...VitePWA({
      // The app registers it (src/features/pwa), after the first screen and only in production builds.
      injectRegister: false,
      registerType: 'prompt',
      // The brands' manifests are written above; the plugin's single manifest cannot follow the hostname.
      manifest: false,
      includeManifestIcons: false,
      // Our own worker (src/features/pwa/worker/sw.ts, no Workbox runtime), built to /sw.js with the precache list.
      strategies: 'injectManifest',
      srcDir: 'src/features/pwa/worker',
      filename: 'sw.ts',
      injectManifest: {
        globPatterns: ['**/*.{html,js,css}'],
        // Only the shell: the lazy screens (several MB in all) are cached when first used, not downloaded up front.
        manifestTransforms: [
          (entries) => {
            const shell = shellFiles(fs.readFileSync(path.join(state.outDir, 'index.html'), 'utf8'));
            return { manifest: entries.filter((entry) => shell.has(entry.url)), warnings: [] };
          },
        ],
        // Hashed names: the precache needs no revision of its own for them.
        dontCacheBustURLsMatching: /^assets\//,
      },
    }),
  ];
}
