/**
 * Vite plugin for brands: picks the brand and theme in index.html before first paint (no flash of another brand),
 * serves `/merchants/<code>/<asset>` in dev and preview, and copies those assets (not the JSON) into dist/merchants/.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Connect, HtmlTagDescriptor, Plugin } from 'vite';
import { DEFAULT_LANGUAGE, isLanguageCode } from '../src/i18n/languages.ts';
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
  /** Logo, drawn by the start-up skeleton. */
  o: string;
  /** Languages: the one to start in without a remembered choice, and the ones a remembered choice may be. */
  l: { d: string; s: string[] };
  /** Banner group of the home screen's first section when it is the banner carousel (the page's largest paint). */
  g: string | null;
  /** 1 when the header carries the sign-in form (its taller wide-screen header is reserved by the skeleton). */
  x?: 1;
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
 * `data-header-form` on <html> tells the skeleton's CSS that the brand's header carries the sign-in form.
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
  'if(b.x)r.setAttribute("data-header-form","");' +
  'e=d.querySelector(\'meta[name="theme-color"]\');if(e)e.setAttribute("content",b.c[t]);' +
  'e=d.querySelector(\'link[rel~="icon"]\');if(!e){e=d.createElement("link");e.rel="icon";d.head.appendChild(e)}' +
  'e.href=b.f;d.title=b.n' +
  '}catch(x){}})(document,location)';

/** `'sha256-…'` source expression of the boot script, for a Content-Security-Policy `script-src`. */
export function bootScriptHash(): string {
  return `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;
}

/** `'sha256-…'` source expressions of the early and skeleton scripts (their texts, too, never change with the data). */
export function earlyScriptHashes(): string[] {
  return [EARLY_SCRIPT, SKELETON_SCRIPT].map((text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`);
}

/** The boot data for a set of merged brands; `inline` may turn an asset URL into a data URI (the skeleton's logo). */
export function bootData(
  merchants: Merchant[],
  defaultCode: string,
  production: boolean,
  inline: (url: string) => string | null = () => null,
): BootData {
  const data: BootData = { p: production, d: defaultCode, h: {}, m: {} };
  for (const m of merchants) {
    data.m[m.code] = {
      t: m.theme.defaultMode,
      light: themeCssText(m.theme.light),
      dark: themeCssText(m.theme.dark),
      f: m.assets.favicon,
      c: { light: m.theme.light.colorHeader, dark: m.theme.dark.colorHeader },
      n: m.name,
      o: inline(m.assets.logo) ?? m.assets.logo,
      l: {
        d: isLanguageCode(m.languages.default) ? m.languages.default : DEFAULT_LANGUAGE,
        s: m.languages.supported.filter((code) => isLanguageCode(code)),
      },
      g: homeBannerGroup(m),
      ...(m.header.loginForm ? { x: 1 as const } : {}),
    };
    for (const domain of m.domains) data.h[domain] ??= m.code;
  }
  return data;
}

/** The banner group the home screen opens with, or null when its first section is not the banner carousel. */
export function homeBannerGroup(merchant: Pick<Merchant, 'screens'>): string | null {
  const first = merchant.screens.home?.[0];
  if (first?.id !== 'banner-carousel') return null;
  const group = first.props?.group;
  return typeof group === 'string' ? group : 'w_home';
}

/** Global the early script leaves its calls in (`window.siteEarlyCalls`), read once by the app (src/lib/system.tsx). */
export const EARLY_CALLS_GLOBAL = 'siteEarlyCalls';

/** Addresses that open on the home screen with nothing over it: there the first banner is the largest paint. */
export const EARLY_BANNER_PATHS = ['/', '/index', '/index.html', '/home'];

/**
 * Runs in <head> right after the boot script, before the stylesheets (an inline script after a stylesheet would wait
 * for it): starts the start-up calls the app needs first, so they do not wait for the app's code, and on the home
 * screen of a visitor the notice call, whose first banner of the home group is the page's largest paint. Same brand
 * and language rules as the app (`pickMerchantCode`, `startLanguage`); same requests as `src/api/client.ts` builds
 * (a unit test compares them). The app takes each call once (`takeEarlyCall`) and sends its own when one is missing
 * or does not match. With a login token there is no early notice call: its types depend on the member.
 */
export const EARLY_SCRIPT =
  '(function(w,d,l){try{' +
  `var D=JSON.parse(d.getElementById("${BOOT_DATA_ID}").textContent),c=d.documentElement.getAttribute("data-merchant"),b=D.m[c],` +
  's=null,t=null,u="",h,E,n;if(!b)return;' +
  'try{s=localStorage.getItem("language")}catch(x){}if(b.l.s.indexOf(s)<0)s=b.l.d;' +
  'try{t=new URLSearchParams(l.search).get("token")||sessionStorage.getItem("token")}catch(x){}' +
  'try{u=btoa(unescape(encodeURIComponent(navigator.userAgent)))}catch(x){}' +
  'h={Merchant:c,Device:"web",Language:s,"Content-Type":"application/json;charset=UTF-8","X-Real-UA":u};' +
  `E=w.${EARLY_CALLS_GLOBAL}={merchant:c,language:s,calls:{},logo:b.o,banner:null,paint:null};` +
  'function g(p){return E.calls[p]=fetch(l.origin+p,{headers:h,credentials:"include"})}' +
  // The notice call first: its first banner is the page's largest paint.
  `if(!t&&b.g&&${JSON.stringify(EARLY_BANNER_PATHS)}.indexOf(l.pathname)>=0){` +
  'E.hold=true;n="/wps/relay/MCSFE_getListAnnouncements?types="+encodeURIComponent("B,PL,PU,PR")+"&platform=W&language="+s;' +
  // `E.ready` once it has answered (banner found or not, or failed): the skeleton then paints it or starts the app.
  'g(n).then(function(r){return r.clone().json()}).then(function(j){var a=(j&&j.value&&j.value.banners)||[],i;' +
  'for(i=0;i<a.length;i++)if(a[i].groupName===b.g&&a[i].url){E.banner=a[i].url;break}}).catch(function(){})' +
  '.then(function(){E.ready=true;E.paint&&E.paint()})}' +
  'g("/wps/system/status?host="+encodeURIComponent(l.hostname));g("/wps/system/domainRoute?device=1")' +
  '}catch(x){}})(window,document,location)';

/** Id of the `<template>` holding the app's module script and its preloads (build only, `deferAppCodePlugin`). */
export const APP_CODE_ID = 'app-code';

/** Longest wait (ms, from the skeleton) for the first banner's paint before the app's code is asked for anyway. */
export const APP_CODE_MAX_WAIT_MS = 700;

/**
 * Runs right after the start-up skeleton (`#boot-loader` in index.html): names its h1 after the brand (the title the
 * boot script set), draws the logo and, once the early notice call has answered, the first banner into the skeleton,
 * and marks the skeleton to wait for the app's own banner (`data-hold`, see `revealPageUnlessHeld` in src/ui). Then it
 * starts the app's code (the `<template id="app-code">` the build leaves its module script and preloads in): at once
 * when there is no early banner, else once the banner has painted, the notice call has failed or has none, or after
 * `APP_CODE_MAX_WAIT_MS`, so the page's largest paint does not share the network with the app's code. On any error the
 * app's code starts at once.
 */
export const SKELETON_SCRIPT =
  '(function(d,w){' +
  `var T=d.getElementById("${APP_CODE_ID}"),E,k,n;` +
  'function go(){var c=T;T=null;if(c&&c.content)d.head.appendChild(d.importNode(c.content,true))}' +
  'try{' +
  `E=w.${EARLY_CALLS_GLOBAL};k=d.getElementById("boot-loader");if(!E||!k)return go();` +
  'n=k.querySelector("h1");if(n&&d.title)n.textContent=d.title;' +
  'n=k.querySelector(".boot-loader__logo");if(n&&E.logo){n.src=E.logo;n.hidden=false}' +
  'if(!E.hold)return go();k.setAttribute("data-hold","banner");' +
  `setTimeout(go,${APP_CODE_MAX_WAIT_MS});` +
  'E.paint=function(){var f,m;if(!E.ready)return;E.paint=null;f=k.querySelector(".boot-loader__banner");if(!f||!E.banner)return go();' +
  'm=d.createElement("img");m.alt="";m.width=1200;m.height=400;m.setAttribute("fetchpriority","high");' +
  // After the frame that paints the banner.
  'm.addEventListener("load",function(){requestAnimationFrame(function(){setTimeout(go,0)})});m.addEventListener("error",go);' +
  'm.src=E.banner;f.appendChild(m)};E.paint()' +
  '}catch(x){go()}})(document,window)';

/**
 * The head tags: the JSON data (inert, so no CSP hash needed), the boot script and the early script. The skeleton
 * script is written into index.html by `transformIndexHtml` right after the skeleton.
 */
export function bootTags(data: BootData): HtmlTagDescriptor[] {
  // `<` escaped so no value can close the script element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return [
    { tag: 'script', attrs: { type: 'application/json', id: BOOT_DATA_ID }, children: json, injectTo: 'head-prepend' },
    { tag: 'script', children: BOOT_SCRIPT, injectTo: 'head-prepend' },
    { tag: 'script', children: EARLY_SCRIPT, injectTo: 'head-prepend' },
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

/** Logos up to this size are written into the page, so the skeleton paints them with its first frame. */
export const INLINE_ASSET_MAX_BYTES = 2048;

/** A data URI of a small SVG under merchants/ named by its served URL (`/merchants/<folder>/<file>.svg`), else null. */
export function inlineSvgAsset(merchantsDir: string, url: string): string | null {
  const rel = url.startsWith('/merchants/') ? url.slice('/merchants/'.length) : null;
  if (!rel || !rel.endsWith('.svg') || rel.split('/').some((s) => s === '' || s.startsWith('.'))) return null;
  const file = path.join(merchantsDir, ...rel.split('/'));
  if (!fs.existsSync(file) || fs.statSync(file).size > INLINE_ASSET_MAX_BYTES) return null;
  return `data:image/svg+xml,${encodeURIComponent(fs.readFileSync(file, 'utf8'))}`;
}

/** The skeleton script, written right after the start-up skeleton (before `<div id="root">`). */
export function withSkeletonScript(html: string): string {
  return html.replace('<div id="root"></div>', `<script>${SKELETON_SCRIPT}</script>\n    <div id="root"></div>`);
}

/**
 * The head tags written right after `<meta charset>` (which must stay in the first 1024 bytes) and before the
 * stylesheets (an inline script after a stylesheet waits for it).
 */
export function withHeadTags(html: string, tags: HtmlTagDescriptor[]): string {
  const text = tags
    .map((tag) => {
      const attrs = Object.entries(tag.attrs ?? {})
        .map(([name, value]) => ` ${name}="${String(value)}"`)
        .join('');
      return `<${tag.tag}${attrs}>${String(tag.children ?? '')}</${tag.tag}>`;
    })
    .join('\n    ');
  const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(html);
  if (!charset) return html.replace(/<head>/i, (head) => `${head}\n    ${text}`);
  const at = charset.index + charset[0].length;
  return `${html.slice(0, at)}\n    ${text}${html.slice(at)}`;
}

/**
 * Build only: the stylesheets index.html links (the shell's CSS, a few KB) are written into the page, so the start-up
 * skeleton paints with the document and no request holds the first paint. A sheet with `url(…)` stays linked (its
 * relative URLs would resolve against the page instead).
 */
export function inlineStylesPlugin(): Plugin {
  return {
    name: 'merchant:inline-styles',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (tag, fileName: string) => {
          const asset = bundle[fileName];
          if (!asset || asset.type !== 'asset') return tag;
          const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
          if (css.includes('url(') || css.includes('</')) return tag;
          return `<style data-href="/${fileName}">${css}</style>`;
        });
      },
    },
  };
}

/**
 * Moves the app's module script and its `modulepreload` links out of `<head>` into an inert
 * `<template id="app-code">` before the skeleton script, which starts them (see `SKELETON_SCRIPT`). Without the
 * skeleton script in the page the HTML is left as it is.
 */
export function deferAppCode(html: string): string {
  const skeleton = `<script>${SKELETON_SCRIPT}</script>`;
  if (!html.includes(skeleton)) return html;
  const head = /<head>[\s\S]*?<\/head>/i.exec(html);
  if (!head) return html;
  const moved: string[] = [];
  const rest = head[0].replace(
    /[ \t]*(<script type="module"[^>]*\ssrc="[^"]+"[^>]*><\/script>|<link rel="modulepreload"[^>]*>)[ \t]*\r?\n?/g,
    (_all, tag: string) => {
      moved.push(tag);
      return '';
    },
  );
  if (!moved.some((tag) => tag.startsWith('<script'))) return html;
  const template = `<template id="${APP_CODE_ID}">${moved.join('')}</template>`;
  const out = html.slice(0, head.index) + rest + html.slice(head.index + head[0].length);
  return out.replace(skeleton, `${template}\n    ${skeleton}`);
}

/** Build only: the app's code waits for the skeleton script (`deferAppCode`). */
export function deferAppCodePlugin(): Plugin {
  return {
    name: 'merchant:defer-app-code',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: (html) => deferAppCode(html) },
  };
}

/** Brand boot script, brand asset serving and copying, and the inlined start-up CSS. Add to `plugins` in vite.config.ts. */
export function merchantPlugin(): Plugin[] {
  return [brandPlugin(), inlineStylesPlugin(), deferAppCodePlugin()];
}

function brandPlugin(): Plugin {
  let root = process.cwd();
  let production = false;
  const merchantsDir = () => path.join(root, 'merchants');

  return {
    name: 'merchant',
    configResolved(config) {
      root = config.root;
      production = config.isProduction;
    },
    transformIndexHtml(html) {
      // Read on every call so an edited merchant.json shows on the next dev page load.
      const merchants = loadMerchants(root);
      const defaultCode = readMerchantSources(root).defaults.defaultMerchant;
      const data = bootData(merchants, defaultCode, production, (url) => inlineSvgAsset(merchantsDir(), url));
      return withHeadTags(withSkeletonScript(html), bootTags(data));
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
