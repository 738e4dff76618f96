// The gzip JS each member-centre page adds to the first load, measured as a signed-in member arrives at
// http://<brand>.localhost:<port>/member/<page>: every script the page loads until the network is idle, minus the
// scripts the home page loads, gzipped (level 9) from the built files.
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

/** The limit on what one member-centre page adds. */
export const MEMBER_PAGE_BUDGET = 80 * 1024;

/** The pages built so far, by their SPEC names (a page not built yet adds nothing worth measuring). */
export const MEMBER_PAGES = ['securityCenter', 'transferFund', 'depositv2', 'withdraw', 'transferUpline', 'transactionHistory',
  'personalHistoryCopy', 'personalProfit', 'bonusDetails', 'manualRebate', 'messageV2'];

const gzipCache = new Map();
function gzipOf(dir, pathname) {
  if (!gzipCache.has(pathname)) {
    const file = join(dir, pathname.replace(/^\//, ''));
    gzipCache.set(pathname, existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0);
  }
  return gzipCache.get(pathname);
}

/** Script paths (same origin) a page loads until idle. */
async function scriptsOf(context, url) {
  const page = await context.newPage();
  const scripts = new Set();
  page.on('response', (response) => {
    const u = new URL(response.url());
    if (response.request().resourceType() === 'script' && u.origin === new URL(url).origin) scripts.add(u.pathname);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await sleep(800);
  await page.close();
  return scripts;
}

/** A sandbox token for member01 on `merchant` (the bench's way in; the site's own sign-in is tested elsewhere). */
export async function signIn(baseUrl, merchant) {
  const body = { username: 'member01', password: 'Passw0rd!', type: 'username' };
  // The sandbox accepts a plain body on the bench's preview (encryption is the site's concern, not the bench's).
  // Node does not resolve *.localhost as browsers do: the call goes to localhost, the brand goes in the Merchant header.
  const url = new URL('/wps/session/login', baseUrl);
  url.hostname = 'localhost';
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Merchant: merchant, Device: 'web', Language: 'EN' },
    body: JSON.stringify(body),
  });
  const json = await response.json();
  if (!json.success) throw new Error(`bench sign-in failed: ${json.message}`);
  return json.value.token;
}

/** `{ [brand]: { [page]: { addedJs, scripts } } }` with the load average beside each brand. */
export async function benchMemberPages({ brands, dir }) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
  const out = {};
  try {
    for (const brand of brands) {
      const token = await signIn(brand.url, brand.code);
      const context = await browser.newContext();
      await context.addInitScript((value) => {
        sessionStorage.setItem('token', value);
        for (const audience of ['anonymous', 'member']) sessionStorage.setItem(`announcement-closed:${audience}`, '1');
      }, token);
      const load = [loadavg()[0]];
      const home = await scriptsOf(context, brand.url);
      const pages = {};
      for (const name of MEMBER_PAGES) {
        const scripts = await scriptsOf(context, new URL(`/member/${name}`, brand.url).href);
        const added = [...scripts].filter((s) => !home.has(s));
        pages[name] = { addedJs: added.reduce((sum, s) => sum + gzipOf(dir, s), 0), scripts: added };
      }
      load.push(loadavg()[0]);
      out[brand.code] = { pages, loadAverage: load };
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return out;
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

export function reportMemberPages(result) {
  if (!result) return;
  for (const [code, { pages, loadAverage }] of Object.entries(result)) {
    if (!pages) continue;
    console.log(`${code} member centre, gzip JS each page adds to the home page's (limit ${kb(MEMBER_PAGE_BUDGET)}); load average ${loadAverage.map((n) => n.toFixed(2)).join(' -> ')}`);
    for (const [name, page] of Object.entries(pages))
      console.log(`  /member/${name.padEnd(16)} +${kb(page.addedJs).padStart(9)} in ${page.scripts.length} files (${page.addedJs <= MEMBER_PAGE_BUDGET ? 'ok' : 'MISSED'})`);
  }
}
