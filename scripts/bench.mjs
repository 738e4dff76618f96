#!/usr/bin/env node
// `node scripts/bench.mjs`: builds the site, serves it with `vite preview` (sandbox backend) and measures the home
// page of every brand: first-load JS/CSS (gzip), bytes transferred in Chromium, and Lighthouse mobile (median of 3).
// Writes bench-results/bench.json. Measurements only: it fails only when it cannot measure, never on a number.
// Other screens add their own measurement to `benches` (e.g. list timings) and the runner picks them up.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { firstLoad } from './size-check.mjs';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { benchGames } from './bench-games.mjs';
import { benchMemberPages, reportMemberPages } from './bench-member.mjs';
import { benchRecords, reportRecords } from './bench-records.mjs';
import { benchAgent, reportAgent } from './bench-agent.mjs';

const root = join(import.meta.dirname, '..');
export const PORT = Number(process.env.BENCH_PORT ?? 4180);
export const LIGHTHOUSE_RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** `BENCH_ONLY=home` (comma-separated bench names) runs only those measurements; `BENCH_BRAND=luckystar` one brand. */
const ONLY = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',')) : null;
const BRAND = process.env.BENCH_BRAND ?? null;
/** `BENCH_LHR_DIR=dir` keeps every full Lighthouse report there (for looking into a figure). */
const LHR_DIR = process.env.BENCH_LHR_DIR ?? null;
/**
 * The home page's targets, printed beside the figures: all script the page loads until it is idle (gzip, as
 * transferred), Lighthouse mobile performance and total blocking time; LCP and CLS no worse than before.
 */
export const TARGETS = { firstLoadJs: 150 * 1024, homeScript: 150 * 1024, performance: 97, tbtMs: 150, lcpMs: 1300, cls: 0.02 };
/** The floor's address: an empty React page, built in the same run and served by hostname like the brands. */
const FLOOR_PORT = PORT + 1;

/** Each brand's code, name and its address on the preview server (by a `*.localhost` domain, like the e2e tests). */
export function brandUrls(port = PORT) {
  const dir = join(root, 'merchants');
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(dir, d.name, 'merchant.json')))
    .map((d) => {
      const m = JSON.parse(readFileSync(join(dir, d.name, 'merchant.json'), 'utf8'));
      const host = (m.domains ?? []).find((domain) => domain.endsWith('.localhost')) ?? 'localhost';
      return { code: m.code, name: m.name, url: `http://${host}:${port}/` };
    });
}

/**
 * The bench builds into its own folder (git-ignored) and serves that, so a `vite build` of the shared dist/ by a browser
 * test run meanwhile cannot change the page under measurement (nor its Content-Security-Policy hashes).
 */
export const OUT_DIR = process.env.BENCH_OUT_DIR ?? join('bench-results', 'dist');

export function build() {
  const result = spawnSync('npx', ['vite', 'build', '--outDir', OUT_DIR, '--emptyOutDir'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('vite build failed');
}

/**
 * The floor: an empty React page (one heading) built by Vite in this run with the same React, served by hostname from a
 * plain static server. Every home figure is also printed as a ratio to it.
 */
export async function buildFloor() {
  const dir = join(root, 'bench-results', 'floor');
  mkdirSync(join(dir, 'src'), { recursive: true });
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title></head><body><div id="root"></div><script type="module" src="/src/main.js"></script></body></html>\n',
  );
  writeFileSync(
    join(dir, 'src', 'main.js'),
    "import { createElement } from 'react';\nimport { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(createElement('main', null, createElement('h1', null, 'Floor')));\n",
  );
  const { build: viteBuild } = await import('vite');
  await viteBuild({ root: dir, configFile: false, logLevel: 'warn', resolve: { alias: { react: join(root, 'node_modules', 'react'), 'react-dom': join(root, 'node_modules', 'react-dom') } }, build: { outDir: join(dir, 'dist'), emptyOutDir: true } });
  const { createServer } = await import('node:http');
  const { gzipSync } = await import('node:zlib');
  const types = { '.html': 'text/html', '.js': 'text/javascript' };
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://floor').pathname;
    const file = join(dir, 'dist', path === '/' ? 'index.html' : path);
    if (!file.startsWith(join(dir, 'dist')) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    // Compressed as the preview server and a real host serve script, so bytes compare like for like.
    const body = gzipSync(readFileSync(file));
    response.writeHead(200, { 'content-type': types[file.slice(file.lastIndexOf('.'))] ?? 'application/octet-stream', 'content-encoding': 'gzip' }).end(body);
  });
  await new Promise((resolve) => server.listen(FLOOR_PORT, resolve));
  return { url: `http://floor.localhost:${FLOOR_PORT}/`, stop: () => server.close() };
}

/** Starts `vite preview` (the sandbox middleware answers /wps and /lgw) and resolves once it serves. */
export async function startPreview(port = PORT) {
  const child = spawn('npx', ['vite', 'preview', '--outDir', OUT_DIR, '--port', String(port), '--strictPort'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  child.stdout.on('data', () => {});
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  for (let i = 0; i < 120; i += 1) {
    try {
      const response = await fetch(`http://localhost:${port}/`);
      if (response.ok) return { stop };
    } catch {
      // not up yet
    }
    await sleep(500);
  }
  stop();
  throw new Error(`vite preview did not answer on port ${port}`);
}

function median(values) {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).toSorted((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** A response's kind by its Content-Type, named as Chromium's resource types. */
function kindOf(contentType = '') {
  if (/javascript|ecmascript/.test(contentType)) return 'Script';
  if (contentType.includes('text/css')) return 'Stylesheet';
  if (contentType.includes('text/html')) return 'Document';
  if (contentType.startsWith('image/')) return 'Image';
  if (contentType.startsWith('font/')) return 'Font';
  if (/json/.test(contentType)) return 'Fetch';
  return 'Other';
}

/**
 * A pass-through proxy in front of `targetPort` that counts the body bytes the server sends (compressed, as on the
 * wire) for every request, whoever makes it: the page, and its service worker, whose fetches (the precache, and the
 * chunks it fetches for the page once it controls it) the page's own network log shows as 0 bytes.
 */
async function countingProxy(targetPort) {
  const http = await import('node:http');
  const net = await import('node:net');
  const seen = [];
  const server = http.createServer((request, response) => {
    const upstream = http.request({ host: '127.0.0.1', port: targetPort, path: request.url, method: request.method, headers: request.headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      let bytes = 0;
      answer.on('data', (chunk) => {
        bytes += chunk.length;
        response.write(chunk);
      });
      answer.on('end', () => {
        seen.push({ path: request.url ?? '', bytes, kind: kindOf(answer.headers['content-type']) });
        response.end();
      });
    });
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  // Sockets (the live events) pass through uncounted.
  server.on('upgrade', (request, socket, head) => {
    const upstream = net.connect(targetPort, '127.0.0.1', () => {
      upstream.write(`${request.method} ${request.url} HTTP/1.1\r\n${Object.entries(request.headers).map(([k, v]) => `${k}: ${v}`).join('\r\n')}\r\n\r\n`);
      upstream.write(head);
      socket.pipe(upstream).pipe(socket);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: server.address().port, seen, stop: () => server.close() };
}

/** When a home page's first banner moves on (BANNER_AUTOPLAY_MS): the carousel's code has come by then. */
const FIRST_BANNER_MOVE_MS = 5000;

/** Resolves once `seen` has not grown for `ms` (at most 30 s). */
async function quiet(seen, ms) {
  const until = Date.now() + 30_000;
  let count = -1;
  while (seen.length !== count && Date.now() < until) {
    count = seen.length;
    await sleep(ms);
  }
}

/**
 * Bytes the server sends for a visit in Chromium until the network is idle, counted at the server (see
 * `countingProxy`), so script the service worker fetches for the page is counted like the page's own.
 */
export async function transfer(url) {
  const { chromium } = await import('playwright-core');
  const address = new URL(url);
  const proxy = await countingProxy(Number(address.port));
  address.port = String(proxy.port);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
  try {
    const page = await browser.newPage();
    await page.goto(address.href, { waitUntil: 'networkidle' });
    // Idle for a visitor who stays: past the first banner's 5 s (src/features/home/components/banner-timing.ts), by
    // when the carousel has fetched its code on its timer, and then nothing more for a second. (A second
    // waitForLoadState('networkidle') would return at once: the page reached that state already.)
    await page.waitForFunction((ms) => performance.now() > ms, FIRST_BANNER_MOVE_MS + 1000);
    await quiet(proxy.seen, 1000);
    const byType = {};
    let total = 0;
    const scripts = [];
    for (const { path, bytes, kind } of proxy.seen) {
      byType[kind] = (byType[kind] ?? 0) + bytes;
      total += bytes;
      if (kind === 'Script' && bytes > 0) scripts.push({ file: path.replace(/^.*\/assets\//, '').replace(/^\//, ''), bytes });
    }
    scripts.sort((a, b) => b.bytes - a.bytes);
    return { total, byType, scripts };
  } finally {
    await browser.close();
    proxy.stop();
  }
}

/** Lighthouse mobile (its default: a mid-range phone on slow 4G, simulated), median of `runs`. */
export async function lighthouseMedian(url, runs = LIGHTHOUSE_RUNS) {
  process.env.CHROME_PATH ??= chromiumPath;
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const samples = [];
  for (let i = 0; i < runs; i += 1) {
    const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH, chromeFlags: [...chromiumArgs, '--headless'] });
    try {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      const { audits, categories } = result.lhr;
      if (LHR_DIR) {
        mkdirSync(LHR_DIR, { recursive: true });
        writeFileSync(join(LHR_DIR, `${new URL(url).hostname}-${i}.json`), JSON.stringify(result.lhr));
      }
      if (result.lhr.runtimeError) {
        // A failed run (no paint, error page) has no figures: left out of the median, and said so.
        console.log(`    run ${i + 1} failed: ${result.lhr.runtimeError.code}`);
        continue;
      }
      samples.push({
        performance: Math.round((categories.performance.score ?? 0) * 100),
        fcpMs: audits['first-contentful-paint'].numericValue,
        lcpMs: audits['largest-contentful-paint'].numericValue,
        tbtMs: audits['total-blocking-time'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
        totalByteWeight: audits['total-byte-weight'].numericValue,
        lcpElement: audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.selector ?? null,
      });
    } finally {
      await chrome.kill();
    }
  }
  const pick = (key) => median(samples.map((s) => s[key]));
  return {
    runs: samples.length,
    performance: pick('performance'),
    fcpMs: pick('fcpMs'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    totalByteWeight: pick('totalByteWeight'),
    lcpElement: samples.find((s) => s.lcpElement)?.lcpElement ?? null,
    samples,
  };
}

/**
 * The measurements, run in order against the running preview; each returns a JSON-able result stored under its name.
 * Add one with `benches.push({ name, run: async ({ brands, port }) => … })`.
 */
export const benches = [
  { name: 'firstLoad', run: async () => firstLoad(join(root, OUT_DIR)) },
  {
    name: 'home',
    run: async ({ brands }) => {
      const out = {};
      const floor = await buildFloor();
      try {
        // The floor first, then each brand, each with the machine's load beside it (Lighthouse scales CPU time).
        for (const brand of [{ code: 'floor', url: floor.url }, ...brands]) {
          const load = [loadavg()[0]];
          console.log(`  ${brand.code}: transfer…`);
          const bytes = await transfer(brand.url);
          console.log(`  ${brand.code}: lighthouse ×${LIGHTHOUSE_RUNS}…`);
          const lighthouse = await lighthouseMedian(brand.url);
          load.push(loadavg()[0]);
          out[brand.code] = { url: brand.url, transfer: bytes, lighthouse, loadAverage: load };
        }
      } finally {
        floor.stop();
      }
      return out;
    },
  },
  // Time to first render of a 10,000-game list, a search keystroke's update and DOM nodes at 1k vs 10k games.
  { name: 'games', run: benchGames },
  // The gzip JS each member-centre page adds, arriving signed in at /member/<page> on each brand's hostname.
  { name: 'member', run: async ({ brands }) => benchMemberPages({ brands, dir: join(root, OUT_DIR) }) },
  // Filter change -> new page timings and the phone's DOM after 50 pages, on the betting record and transaction history.
  { name: 'records', run: benchRecords },
  // Agent centre at scale (agent01, 510 downlines): the downline list's first table, sort changes and phone DOM; a 90-day team betting report.
  { name: 'agent', run: benchAgent },
];

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
/** Script bytes a page loaded until idle (as transferred). */
const script = (home) => home.transfer.byType.Script ?? 0;
const ok = (pass) => (pass ? 'ok' : 'MISSED');

function report(results) {
  const fl = results.firstLoad;
  console.log('');
  if (fl) console.log(`First-load JS ${kb(fl.js)} gzip (target ≤ ${kb(TARGETS.firstLoadJs)}: ${ok(fl.js <= TARGETS.firstLoadJs)}), CSS ${kb(fl.css)} gzip, HTML ${kb(fl.html)}`);
  if (results.home?.loadAverage) console.log(`Home measured at 1-minute load average ${results.home.loadAverage.map((n) => n.toFixed(2)).join(' -> ')}`);
  reportMemberPages(results.member);
  reportRecords(results.records);
  reportAgent(results.agent);
  const homes = results.home ?? {};
  const floor = homes.floor;
  const ratio = (value, base) => (floor && base ? ` (${(value / base).toFixed(2)}× floor)` : '');
  for (const [code, home] of Object.entries(homes)) {
    if (code === 'loadAverage') continue;
    const lh = home.lighthouse;
    const isFloor = code === 'floor';
    const load = home.loadAverage ? `load ${home.loadAverage.map((n) => n.toFixed(2)).join(' -> ')}` : '';
    console.log(`${code} ${home.url} (${isFloor ? 'an empty React page' : 'home'}; ${load})`);
    const scriptLine = `  all script until idle ${kb(script(home))}${isFloor ? '' : `${ratio(script(home), floor && script(floor))} (≤ ${kb(TARGETS.homeScript)}: ${ok(script(home) <= TARGETS.homeScript)})`}`;
    console.log(`${scriptLine}; transferred ${kb(home.transfer.total)} (${Object.entries(home.transfer.byType).map(([t, b]) => `${t} ${kb(b)}`).join(', ')})`);
    if (!isFloor) console.log(`  largest scripts: ${home.transfer.scripts.slice(0, 8).map((f) => `${f.file} ${kb(f.bytes)}`).join(', ')}`);
    const floorLh = floor?.lighthouse;
    console.log(
      `  Lighthouse mobile (median of ${lh.runs}): performance ${lh.performance}${isFloor ? '' : ` (≥ ${TARGETS.performance}: ${ok(lh.performance >= TARGETS.performance)})`}, ` +
        `FCP ${Math.round(lh.fcpMs)} ms, LCP ${Math.round(lh.lcpMs)} ms${isFloor ? '' : `${ratio(lh.lcpMs, floorLh?.lcpMs)} (≤ ${TARGETS.lcpMs}: ${ok(lh.lcpMs <= TARGETS.lcpMs)})`}, ` +
        `TBT ${Math.round(lh.tbtMs)} ms${isFloor ? '' : ` (≤ ${TARGETS.tbtMs}: ${ok(lh.tbtMs <= TARGETS.tbtMs)})`}, CLS ${lh.cls?.toFixed(3)}${isFloor ? '' : ` (≤ ${TARGETS.cls}: ${ok(lh.cls != null && lh.cls <= TARGETS.cls)})`}; LCP element ${lh.lcpElement}`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!process.argv.includes('--no-build')) build();
  const preview = await startPreview();
  const results = { date: new Date().toISOString(), targets: TARGETS };
  try {
    const ctx = { brands: brandUrls().filter((b) => !BRAND || b.code === BRAND), port: PORT };
    for (const bench of benches.filter((b) => !ONLY || ONLY.has(b.name))) {
      console.log(`bench: ${bench.name}`);
      const before = loadavg()[0];
      results[bench.name] = await bench.run(ctx);
      // Lighthouse scales the CPU time it sees, so TBT depends on what else the machine was doing: kept beside it.
      if (results[bench.name] && typeof results[bench.name] === 'object') results[bench.name].loadAverage = [before, loadavg()[0]];
    }
  } finally {
    preview.stop();
  }
  mkdirSync(join(root, 'bench-results'), { recursive: true });
  writeFileSync(join(root, 'bench-results', 'bench.json'), `${JSON.stringify(results, null, 2)}\n`);
  report(results);
  console.log('\nWritten to bench-results/bench.json');
}
