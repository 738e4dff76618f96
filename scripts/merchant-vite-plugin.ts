/**
 * Vite plugin for brands: picks the brand and theme in index.html before first paint (no flash of another brand),
 * serves `/merchants/<code>/<asset>` in dev and preview, and copies those assets (not the JSON) into dist/merchants/.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Connect, HtmlTagDescriptor, Plugin } from 'vite';
import { themeCssText } from '../src/merchant/theme.ts';
import type { Merchant, ThemeMode } from '../src/merchant/types.ts';
import { loadMerchants, readMerchantSources } from './merchant-validate.ts';

/** What the boot script needs per brand: default mode, CSS variable text per mode, favicon, header colour, name. */
export interface BootBrand {
  t: ThemeMode;
  light: string;
  dark: string;
  f: string;
  c: Record<ThemeMode, string>;
  n: string;
}

/** Data embedded beside the boot script: production flag, default code, hostname → code, brands by code. */
export interface BootData {
  p: boolean;
  d: string;
  h: Record<string, string>;
  m: Record<string, BootBrand>;
}

/** Id of the `<script type="application/json">` holding the boot data. */
export const BOOT_DATA_ID = 'merchant-boot';

/**
 * Runs in <head> before first paint. Same rule as `pickMerchantCode` (src/merchant/resolve.ts): `?merchant=` outside
 * production, else the hostname, else the default; mode from localStorage `theme-mode`, else the brand default.
 * Its text never changes with the data, so one CSP hash (`bootScriptHash()`) covers every build.
 */
export const BOOT_SCRIPT =
  '(function(d,l){try{' +
  `var D=JSON.parse(d.getElementById("${BOOT_DATA_ID}").textContent),r=d.documentElement,c=null,s=null,b,t,v,i,j,e;` +
  'function g(o,k){return k!=null&&Object.prototype.hasOwnProperty.call(o,k)?o[k]:null}' +
  'if(!D.p&&!g(D.m,c=new URLSearchParams(l.search).get("merchant")))c=null;' +
  'c=c||g(D.h,l.hostname.toLowerCase().replace(/\\.$/,""))||D.d;b=D.m[c];' +
  'try{s=localStorage.getItem("theme-mode")}catch(x){}' +
  't=s=="dark"||s=="light"?s:b.t;v=b[t].split(";");' +
  'for(i=0;i<v.length;i++){j=v[i].indexOf(":");r.style.setProperty(v[i].slice(0,j),v[i].slice(j+1))}' +
  'r.style.colorScheme=t;r.setAttribute("data-theme",t);r.setAttribute("data-merchant",c);' +
  'e=d.querySelector(\'meta[name="theme-color"]\');if(e)e.setAttribute("content",b.c[t]);' +
  'e=d.querySelector(\'link[rel~="icon"]\');if(!e){e=d.createElement("link");e.rel="icon";d.head.appendChild(e)}' +
  'e.href=b.f;d.title=b.n' +
  '}catch(x){}})(document,location)';

/** `'sha256-…'` source expression of the boot script, for a Content-Security-Policy `script-src`. */
export function bootScriptHash(): string {
  return `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;
}

/** The boot data for a set of merged brands. */
export function bootData(merchants: Merchant[], defaultCode: string, production: boolean): BootData {
  const data: BootData = { p: production, d: defaultCode, h: {}, m: {} };
  for (const m of merchants) {
    data.m[m.code] = {
      t: m.theme.defaultMode,
      light: themeCssText(m.theme.light),
      dark: themeCssText(m.theme.dark),
      f: m.assets.favicon,
      c: { light: m.theme.light.colorHeader, dark: m.theme.dark.colorHeader },
      n: m.name,
    };
    for (const domain of m.domains) data.h[domain] ??= m.code;
  }
  return data;
}

/** The two head tags: the JSON data (inert, so no CSP hash needed) and then the boot script. */
export function bootTags(data: BootData): HtmlTagDescriptor[] {
  // `<` escaped so no value can close the script element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return [
    { tag: 'script', attrs: { type: 'application/json', id: BOOT_DATA_ID }, children: json, injectTo: 'head-prepend' },
    { tag: 'script', children: BOOT_SCRIPT, injectTo: 'head-prepend' },
  ];
}

const CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
};

/** Asset files under merchants/ (every folder, including `_shared`), as paths relative to merchants/. */
export function merchantAssetFiles(merchantsDir: string): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(merchantsDir, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(child);
      else if (rel && CONTENT_TYPES[path.extname(entry.name).toLowerCase()]) out.push(child);
    }
  };
  walk('');
  return out.toSorted();
}

/** Middleware serving `/merchants/<folder>/<asset>` from the merchants/ folder; JSON and anything else falls through. */
export function merchantAssetMiddleware(merchantsDir: string): Connect.NextHandleFunction {
  return (req, res, next) => {
    const url = req.url ?? '';
    if (!url.startsWith('/merchants/')) return next();
    let rel: string;
    try {
      rel = decodeURIComponent(url.slice('/merchants/'.length).split(/[?#]/)[0] ?? '');
    } catch {
      return next();
    }
    const segments = rel.split('/');
    const type = CONTENT_TYPES[path.extname(rel).toLowerCase()];
    if (!type || segments.length < 2 || segments.some((s) => s === '' || s.startsWith('.'))) return next();
    const file = path.join(merchantsDir, ...segments);
    if (!fs.existsSync(file) || !fs.statSync(file).isFile()) return next();
    res.statusCode = 200;
    res.setHeader('Content-Type', type);
    res.setHeader('Cache-Control', 'no-cache');
    res.end(fs.readFileSync(file));
  };
}

/** Brand boot script, brand asset serving and copying. Add to `plugins` in vite.config.ts. */
export function merchantPlugin(): Plugin {
  let root = process.cwd();
  let production = false;
  const merchantsDir = () => path.join(root, 'merchants');

  return {
    name: 'merchant',
    configResolved(config) {
      root = config.root;
      production = config.isProduction;
    },
    transformIndexHtml() {
      // Read on every call so an edited merchant.json shows on the next dev page load.
      const merchants = loadMerchants(root);
      const defaultCode = readMerchantSources(root).defaults.defaultMerchant;
      return bootTags(bootData(merchants, defaultCode, production));
    },
    configureServer(server) {
      server.middlewares.use(merchantAssetMiddleware(merchantsDir()));
    },
    configurePreviewServer(server) {
      server.middlewares.use(merchantAssetMiddleware(merchantsDir()));
    },
    handleHotUpdate({ file, server }) {
      // index.html carries brand data: a brand file change needs a full reload, not a module swap.
      if (file.startsWith(merchantsDir() + path.sep) && file.endsWith('.json')) {
        server.ws.send({ type: 'full-reload' });
        return [];
      }
      return undefined;
    },
    generateBundle() {
      for (const rel of merchantAssetFiles(merchantsDir())) {
        this.emitFile({ type: 'asset', fileName: `merchants/${rel}`, source: fs.readFileSync(path.join(merchantsDir(), rel)) });
      }
    },
  };
}
