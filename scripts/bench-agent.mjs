// The agent centre at the sandbox's scale (agent01: 510 downlines over three levels, 90 days of their bets), measured in
// Chromium on each brand's hostname as a signed-in agent uses it:
//  - downline management, whole team (?scope=all, 510 rows paged by the server), wide screen (1366 × 900): the time from
//    navigation to the first table, and from a column-header click (sort) to the table showing the new order, 20 clicks,
//    median and worst; phone (412 × 915): DOM nodes and rendered cards after scrolling through every page;
//  - team betting over 90 days (part R's personalHistoryCopy): the time from navigation to the first table (the first
//    one also pays for the sandbox building 510 members' histories, once per server) and from a switch of 'direct /
//    all subordinates' to the new table, 10 switches, median and worst.
// Measurements only, printed with the 1-minute load average beside them (these machines are shared).
import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const SORTS = Number(process.env.BENCH_AGENT_SORTS ?? 20);
const SWITCHES = Number(process.env.BENCH_AGENT_SWITCHES ?? 10);
const WIDE = { width: 1366, height: 900 };
const PHONE = { width: 412, height: 915 };

/** Signs agent01 in against the sandbox (a plain body: encryption is the site's concern, not the bench's). */
async function signInAgent(baseUrl, merchant) {
  const url = new URL('/wps/session/login', baseUrl);
  // Node does not resolve *.localhost as browsers do: the call goes to localhost, the brand goes in the Merchant header.
  url.hostname = 'localhost';
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Merchant: merchant, Device: 'web', Language: 'EN' },
    body: JSON.stringify({ username: 'agent01', password: 'Passw0rd!', type: 'username' }),
  });
  const json = await response.json();
  if (!json.success) throw new Error(`bench sign-in of agent01 failed: ${json.message}`);
  return json.value.token;
}

function stats(values) {
  const sorted = values.toSorted((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return {
    runs: sorted.length,
    medianMs: sorted.length ? (sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2) : null,
    worstMs: sorted.length ? sorted.at(-1) : null,
  };
}

/** The settled results' text (null while a page loads), read in the page; written out each time (the CSP refuses eval). */
async function waitForNewResults(page, previous, timeout = 120_000) {
  const shown = await page.waitForFunction(
    (before) => {
      const results = document.querySelector('.report-results');
      const busy = document.querySelector('.report-results [aria-busy="true"]');
      const table = results?.querySelector('table tbody tr');
      const text = results && table && !busy ? results.textContent : null;
      return text !== null && text !== before ? performance.now() : false;
    },
    previous,
    { polling: 'raf', timeout },
  );
  return shown.jsonValue();
}

const resultsText = (page) =>
  page.evaluate(() => {
    const results = document.querySelector('.report-results');
    return results && !document.querySelector('.report-results [aria-busy="true"]') ? results.textContent : null;
  });

async function newPage(browser, token, viewport) {
  const context = await browser.newContext({ viewport, isMobile: viewport === PHONE, hasTouch: viewport === PHONE });
  await context.addInitScript((value) => {
    sessionStorage.setItem('token', value);
    for (const audience of ['anonymous', 'member']) sessionStorage.setItem(`announcement-closed:${audience}`, '1');
  }, token);
  return { context, page: await context.newPage() };
}

/** Navigation start → first settled table, in the page's own clock. */
async function firstTable(page, url) {
  await page.goto(url, { waitUntil: 'commit' });
  return waitForNewResults(page, null);
}

async function downlineList(browser, brand, token) {
  const out = {};
  const wide = await newPage(browser, token, WIDE);
  try {
    out.firstTableMs = await firstTable(wide.page, new URL('/agentHome/downlineManagmentView?scope=all', brand.url).href);
    out.rows = await wide.page.locator('.report-results tbody tr').count();
    const samples = [];
    for (let i = 0; i < SORTS; i += 1) {
      const before = await resultsText(wide.page);
      const started = await wide.page.evaluate((turn) => {
        const buttons = [...document.querySelectorAll('.downlines__sort')];
        const t0 = performance.now();
        buttons[turn % buttons.length].click();
        return t0;
      }, i);
      samples.push((await waitForNewResults(wide.page, before, 30_000)) - started);
    }
    out.sortChange = stats(samples);
  } finally {
    await wide.context.close();
  }
  const phone = await newPage(browser, token, PHONE);
  try {
    let fetched = 0;
    phone.page.on('request', (request) => {
      if (request.url().includes('/wps/agent/downlines')) fetched += 1;
    });
    await phone.page.goto(new URL('/agentHome/downlineManagmentView?scope=all', brand.url).href, { waitUntil: 'networkidle' });
    await phone.page.waitForSelector('.report-card', { timeout: 60_000 });
    for (let step = 0; step < 400; step += 1) {
      const done = await phone.page.evaluate(() => {
        const list = document.querySelector('.report-cards');
        if (list) list.scrollTop = list.scrollHeight;
        const more = document.querySelector('.report-cards__more');
        if (more && !more.disabled) more.click();
        return Boolean(document.querySelector('.report-cards__end'));
      });
      if (done) break;
      await sleep(120);
    }
    await sleep(500);
    out.phone = await phone.page.evaluate((pages) => ({
      pagesLoaded: pages,
      domNodes: document.getElementsByTagName('*').length,
      cardsRendered: document.querySelectorAll('.report-card').length,
      allLoaded: Boolean(document.querySelector('.report-cards__end')),
    }), fetched);
  } finally {
    await phone.context.close();
  }
  return out;
}

const day = (date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

async function teamReport(browser, brand, token) {
  const today = new Date();
  const from = new Date(today);
  from.setDate(from.getDate() - 89);
  const url = new URL(`/agentHome/personalHistoryCopy?from=${day(from)}&to=${day(today)}`, brand.url).href;
  const out = {};
  const { context, page } = await newPage(browser, token, WIDE);
  try {
    out.firstTableMs = await firstTable(page, url);
    // Again, with the sandbox's histories built: what an agent sees on a later visit.
    out.warmTableMs = await firstTable(page, `${url}&page=1`);
    const samples = [];
    for (let i = 0; i < SWITCHES; i += 1) {
      const before = await resultsText(page);
      const started = await page.evaluate(() => {
        const buttons = [...document.querySelectorAll('.report-filters__switch button')];
        const next = buttons.find((button) => button.getAttribute('aria-pressed') !== 'true');
        const t0 = performance.now();
        next?.click();
        return t0;
      });
      samples.push((await waitForNewResults(page, before, 60_000)) - started);
    }
    out.scopeSwitch = stats(samples);
  } finally {
    await context.close();
  }
  return out;
}

/** `{ [brand]: { downlines: {...}, teamReport90: {...}, loadAverage } }` */
export async function benchAgent({ brands }) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
  const out = {};
  try {
    for (const brand of brands) {
      const token = await signInAgent(brand.url, brand.code);
      const load = [loadavg()[0]];
      const result = {};
      for (const [name, run] of [['downlines', downlineList], ['teamReport90', teamReport]]) {
        try {
          result[name] = await run(browser, brand, token);
        } catch (error) {
          result[name] = { error: String(error?.message ?? error).split('\n')[0] };
        }
      }
      load.push(loadavg()[0]);
      out[brand.code] = { ...result, loadAverage: load };
    }
  } finally {
    await browser.close();
  }
  return out;
}

const ms = (n) => (n == null ? '-' : `${Math.round(n)} ms`);

export function reportAgent(result) {
  if (!result) return;
  for (const [code, r] of Object.entries(result)) {
    if (code === 'loadAverage') continue;
    const load = r.loadAverage.map((n) => n.toFixed(2)).join(' -> ');
    console.log(`${code} agent centre (agent01: 510 downlines, 90 days of their bets); load average ${load}`);
    const d = r.downlines;
    if (d?.error) console.log(`  downline management: ${d.error}`);
    else if (d)
      console.log(
        `  downline management, whole team: first table ${ms(d.firstTableMs)} (${d.rows} rows shown); sort -> new page median ${ms(d.sortChange.medianMs)}, ` +
          `worst ${ms(d.sortChange.worstMs)} (${d.sortChange.runs} sorts); phone after ${d.phone.pagesLoaded} pages${d.phone.allLoaded ? ' (all)' : ''}: ` +
          `${d.phone.domNodes} DOM nodes, ${d.phone.cardsRendered} cards rendered`,
      );
    const t = r.teamReport90;
    if (t?.error) console.log(`  team betting, 90 days: ${t.error}`);
    else if (t)
      console.log(
        `  team betting, 90 days: first table ${ms(t.firstTableMs)} (sandbox builds the team's histories), again ${ms(t.warmTableMs)}; ` +
          `direct/all switch -> new table median ${ms(t.scopeSwitch.medianMs)}, worst ${ms(t.scopeSwitch.worstMs)} (${t.scopeSwitch.runs} switches)`,
      );
  }
}

// `node scripts/bench-agent.mjs` on its own: against a preview already running on 4173 (`npx vite preview --port 4173`).
if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.env.BENCH_URL ?? 'http://luckystar.localhost:4173/';
  const result = await benchAgent({ brands: [{ code: process.env.BENCH_BRAND ?? 'luckystar', url }] });
  reportAgent(result);
}
