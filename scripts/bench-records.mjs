// The record screens at the sandbox's scale (member01: 90 days, >100,000 bets, >20,000 transactions), measured in
// Chromium on each brand's hostname as a signed-in member uses them:
//  - wide screen (1366 × 900): the time from a filter change to the table showing the new page, 20 changes, median
//    and worst (stamped in the page: the change is made and timed there, the table's new text is seen on a frame);
//  - phone (412 × 915): the DOM node count and the rendered cards after scrolling through 50 pages of load-more.
// Measurements only, printed with the 1-minute load average beside them (these machines are shared).
import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { signIn } from './bench-member.mjs';

const CHANGES = Number(process.env.BENCH_RECORD_CHANGES ?? 20);
const PHONE_PAGES = Number(process.env.BENCH_RECORD_PAGES ?? 50);

/** The two record screens the issue names, with the filter change each one times. */
const SCREENS = [
  // The type select's options in turn, then Search.
  { name: 'transactionHistory', relay: 'ODSFE2_MemTransDet', change: 'select' },
  // The game-category tabs in turn (each applies at once).
  { name: 'personalHistoryCopy', relay: 'ODSFE2_', change: 'tabs' },
];

function stats(values) {
  const sorted = values.toSorted((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return {
    runs: sorted.length,
    medianMs: sorted.length ? (sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2) : null,
    worstMs: sorted.length ? sorted.at(-1) : null,
  };
}

/** What the results area shows now (table rows, cards or an empty state), to see when a change has landed. */
function resultsText() {
  const results = document.querySelector('.report-results');
  const busy = document.querySelector('.report [aria-busy="true"]');
  return results && !busy ? results.textContent : null;
}

async function timeFilterChanges(page, screen) {
  const samples = [];
  for (let i = 0; i < CHANGES; i += 1) {
    const before = await page.evaluate(resultsText);
    const started = await page.evaluate(({ change, turn }) => {
      const form = document.querySelector('.report-filters');
      if (change === 'select') {
        const select = form.querySelector('select');
        const options = [...select.options].map((o) => o.value);
        const next = options[(options.indexOf(select.value) + 1 + (turn % 2)) % options.length];
        // React listens for the native setter's change, as a person's pick makes it.
        Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value').set.call(select, next);
        select.dispatchEvent(new Event('change', { bubbles: true }));
        const t0 = performance.now();
        form.requestSubmit();
        return t0;
      }
      const tabs = [...document.querySelectorAll('.report [role="tab"]')];
      const current = tabs.findIndex((tab) => tab.getAttribute('aria-selected') === 'true');
      const t0 = performance.now();
      tabs[(current + 1) % tabs.length].click();
      return t0;
    }, { change: screen.change, turn: i });
    const shown = await page.waitForFunction(
      (previous) => {
        // The same reading as resultsText (the page's CSP refuses eval, so it is written out here).
        const results = document.querySelector('.report-results');
        const busy = document.querySelector('.report [aria-busy="true"]');
        const text = results && !busy ? results.textContent : null;
        return text !== null && text !== previous ? performance.now() : false;
      },
      before,
      { polling: 'raf', timeout: 30_000 },
    );
    samples.push((await shown.jsonValue()) - started);
  }
  return stats(samples);
}

async function scrollPhonePages(page, screen) {
  const fetched = { count: 0 };
  page.on('request', (request) => {
    if (request.url().includes(screen.relay)) fetched.count += 1;
  });
  for (let step = 0; step < PHONE_PAGES * 4; step += 1) {
    if (fetched.count >= PHONE_PAGES) break;
    await page.evaluate(() => {
      const list = document.querySelector('.report-cards');
      if (list) list.scrollTop = list.scrollHeight;
      window.scrollTo(0, document.body.scrollHeight);
      const more = document.querySelector('.report-cards__more');
      if (more && !more.disabled) more.click();
    });
    await sleep(120);
  }
  await sleep(500);
  return page.evaluate((pages) => ({
    pagesLoaded: pages,
    domNodes: document.getElementsByTagName('*').length,
    cardsRendered: document.querySelectorAll('.report-card').length,
  }), fetched.count);
}

/** `{ [brand]: { [screen]: { filterChange: {medianMs, worstMs, runs}, phone: {pagesLoaded, domNodes, cardsRendered}, loadAverage } } }` */
export async function benchRecords({ brands }) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
  const out = {};
  try {
    for (const brand of brands) {
      const token = await signIn(brand.url, brand.code);
      out[brand.code] = {};
      for (const screen of SCREENS) {
        const load = [loadavg()[0]];
        const result = {};
        for (const [kind, viewport] of [['wide', { width: 1366, height: 900 }], ['phone', { width: 412, height: 915 }]]) {
          const context = await browser.newContext({ viewport, isMobile: kind === 'phone', hasTouch: kind === 'phone' });
          await context.addInitScript((value) => {
            sessionStorage.setItem('token', value);
            for (const audience of ['anonymous', 'member']) sessionStorage.setItem(`announcement-closed:${audience}`, '1');
          }, token);
          const page = await context.newPage();
          // Last 30 days: the widest range both screens accept, so the pages are full.
          const url = new URL(`/member/${screen.name}`, brand.url);
          await page.goto(url.href, { waitUntil: 'networkidle' });
          const preset = page.locator('.report-filters__presets button').nth(3);
          if (await preset.count()) await preset.click();
          await page.waitForFunction(resultsText, null, { timeout: 30_000 }).catch(() => null);
          if (!(await page.locator('.report-results').count())) {
            result[kind] = { error: `no report on /member/${screen.name}` };
          } else if (kind === 'wide') {
            result.filterChange = await timeFilterChanges(page, screen);
          } else {
            result.phone = await scrollPhonePages(page, screen);
          }
          await context.close();
        }
        load.push(loadavg()[0]);
        out[brand.code][screen.name] = { ...result, loadAverage: load };
      }
    }
  } finally {
    await browser.close();
  }
  return out;
}

export function reportRecords(result) {
  if (!result) return;
  for (const [code, screens] of Object.entries(result)) {
    if (code === 'loadAverage') continue;
    console.log(`${code} record screens (member01: 90 days of history)`);
    for (const [name, r] of Object.entries(screens)) {
      const load = r.loadAverage.map((n) => n.toFixed(2)).join(' -> ');
      const change = r.filterChange
        ? `filter change -> new page median ${Math.round(r.filterChange.medianMs)} ms, worst ${Math.round(r.filterChange.worstMs)} ms (${r.filterChange.runs} changes)`
        : r.wide?.error ?? 'filter change not measured';
      const phone = r.phone?.domNodes != null
        ? `phone after ${r.phone.pagesLoaded} pages: ${r.phone.domNodes} DOM nodes, ${r.phone.cardsRendered} cards rendered`
        : r.phone?.error ?? 'phone not measured';
      console.log(`  /member/${name.padEnd(20)} ${change}; ${phone}; load average ${load}`);
    }
  }
}
