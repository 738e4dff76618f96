#!/usr/bin/env node
// Scale figures of the game lists, measured in Chromium on the built site with the sandbox:
// - first render: navigation to /rng (over 10,000 games in the sandbox) until the first game card is in the DOM;
// - loading the whole list by scrolling (42 a page) and the DOM size with it all loaded, against a 1,000-game list;
// - a search keystroke: from keydown to the frame after the list shows the narrowed games (10,000 loaded);
// - the sandbox's filtered game-list call, as the site makes it.
// `benchGames({ port })` is what `scripts/bench.mjs` runs; `node scripts/bench-games.mjs [--port N]` runs it alone
// against a running preview, or starts one (after `npx vite build`).
import { setTimeout as sleep } from 'node:timers/promises';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

/** SPEC-derived target of the issue: a keystroke's update under 50 ms. */
export const KEYSTROKE_TARGET_MS = 50;
const TERM = 'tiger';

function median(values) {
  const sorted = values.filter(Number.isFinite).toSorted((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

// Runs in the page before the app: notes when the first game card appears. Serialised into the page, so self-contained.
function watchFirstCard() {
  // oxlint-disable-next-line unicorn/consistent-function-scoping
  const note = () => {
    if (window.benchFirstCardAt === undefined && document.querySelector('[data-game-card]')) window.benchFirstCardAt = performance.now();
  };
  new MutationObserver(note).observe(document, { childList: true, subtree: true });
}

/** Scrolls to the end of the list until it says it has ended; returns how long it took and how many pages came. */
async function loadAll(page) {
  const started = Date.now();
  let pages = 0;
  page.on('request', (request) => {
    if (request.url().includes('GCSGAME_gameList')) pages += 1;
  });
  for (let i = 0; i < 2000; i += 1) {
    if (await page.locator('[data-list-end]').count()) break;
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await sleep(15);
  }
  return { ms: Date.now() - started, pages };
}

const domNodes = (page) => page.evaluate(() => document.querySelectorAll('*').length);
const cards = (page) => page.evaluate(() => document.querySelectorAll('[data-game-card]').length);

/** Types `term` a key at a time; for each key, time from keydown to the frame after the list changed. */
async function keystrokes(page, term) {
  const input = page.getByRole('searchbox').first();
  await page.evaluate(() => window.scrollTo(0, 0));
  await input.focus();
  const samples = [];
  for (const key of term) {
    await page.evaluate(() => {
      const list = document.querySelector('[role="list"]');
      window.benchKeyAt = undefined;
      window.benchUpdatedAt = undefined;
      const field = document.querySelector('input[type="search"]');
      field.addEventListener('keydown', () => (window.benchKeyAt = performance.now()), { once: true, capture: true });
      const observer = new MutationObserver(() => {
        observer.disconnect();
        requestAnimationFrame(() => (window.benchUpdatedAt = performance.now()));
      });
      observer.observe(list, { childList: true, subtree: true, characterData: true });
      window.benchStopWatch = () => observer.disconnect();
    });
    await page.keyboard.press(key);
    const ms = await page
      .waitForFunction(() => window.benchUpdatedAt !== undefined && window.benchKeyAt !== undefined, null, { timeout: 2000 })
      .then(() => page.evaluate(() => window.benchUpdatedAt - window.benchKeyAt))
      .catch(() => page.evaluate(() => (window.benchStopWatch(), null)));
    samples.push({ key, ms });
    await sleep(400);
  }
  return samples;
}

/** The site's list call for a filtered search, from Node, median of 20 (sandbox filtering + transport). */
async function sandboxQuery(base) {
  const url = `${base}/wps/relay/GCSGAME_gameList?merchant=luckystar&platform=flash%2Chtml5-desktop&clientType=3&pageNo=1&pageSize=42&gameType=RNG&gameName=${TERM}`;
  const times = [];
  let totalCount = 0;
  for (let i = 0; i < 20; i += 1) {
    const t0 = performance.now();
    const response = await fetch(url, { headers: { Merchant: 'luckystar' } });
    const body = await response.json();
    times.push(performance.now() - t0);
    totalCount = body.value?.totalCount ?? 0;
  }
  return { medianMs: median(times), matches: totalCount };
}

/** Measures the game lists against the preview on `port`; returns the figures and prints them. */
export async function benchGames({ port }) {
  const base = `http://localhost:${port}`;
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
  const out = {};
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    await context.addInitScript(watchFirstCard);

    // A 10,000-game list: first render, then all of it loaded.
    const page = await context.newPage();
    await page.goto(`${base}/rng`);
    await page.waitForSelector('[data-game-card]', { timeout: 30_000 });
    const firstCardMs = await page.evaluate(() => window.benchFirstCardAt);
    const total = await page.evaluate(() => Number(document.querySelector('[data-game-card]')?.getAttribute('aria-setsize') ?? 0));
    const domFirst = await domNodes(page);
    const load = await loadAll(page);
    const loaded = await page.evaluate(() => Number(document.querySelector('[data-game-card]')?.getAttribute('aria-setsize') ?? 0));
    const domAtEnd = await domNodes(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await sleep(300);
    const domMiddle = await domNodes(page);
    const cardsMiddle = await cards(page);
    const typing = await keystrokes(page, TERM);
    await page.close();

    // A 1,000-game list (one vendor), loaded whole, for the DOM comparison.
    const small = await context.newPage();
    await small.goto(`${base}/rng?vassalage=PG`);
    await small.waitForSelector('[data-game-card]', { timeout: 30_000 });
    await loadAll(small);
    const smallLoaded = await small.evaluate(() => Number(document.querySelector('[data-game-card]')?.getAttribute('aria-setsize') ?? 0));
    await small.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await sleep(300);
    const domSmallMiddle = await domNodes(small);
    const cardsSmallMiddle = await cards(small);
    await small.close();

    const keyMs = typing.map((s) => s.ms).filter((ms) => ms !== null);
    Object.assign(out, {
      list: { route: '/rng', totalGames: total, loadedGames: loaded, firstCardMs, firstRenderDomNodes: domFirst },
      loadAll: { ...load, domNodesAtEnd: domAtEnd },
      dom: { at10k: { games: loaded, nodes: domMiddle, cards: cardsMiddle }, at1k: { games: smallLoaded, nodes: domSmallMiddle, cards: cardsSmallMiddle } },
      keystroke: { term: TERM, samples: typing, medianMs: median(keyMs), maxMs: keyMs.length ? Math.max(...keyMs) : null, targetMs: KEYSTROKE_TARGET_MS },
      sandboxQuery: await sandboxQuery(base),
    });
  } finally {
    await browser.close();
  }
  report(out);
  return out;
}

const ms = (n) => (n === null || n === undefined ? 'n/a' : `${Math.round(n)} ms`);

function report(r) {
  console.log('');
  console.log(`Game list ${r.list.route}: ${r.list.totalGames} games; first card after ${ms(r.list.firstCardMs)} from navigation (DOM ${r.list.firstRenderDomNodes} nodes)`);
  console.log(`  all ${r.list.loadedGames} loaded by scrolling: ${r.loadAll.pages} pages of 42 in ${ms(r.loadAll.ms)}`);
  console.log(`  DOM with ${r.dom.at10k.games} games loaded: ${r.dom.at10k.nodes} nodes (${r.dom.at10k.cards} cards); with ${r.dom.at1k.games}: ${r.dom.at1k.nodes} nodes (${r.dom.at1k.cards} cards)`);
  const pass = r.keystroke.maxMs !== null && r.keystroke.maxMs < r.keystroke.targetMs;
  console.log(`  search keystroke over ${r.list.loadedGames} loaded games ("${r.keystroke.term}"): median ${ms(r.keystroke.medianMs)}, max ${ms(r.keystroke.maxMs)} (target < ${r.keystroke.targetMs} ms: ${pass ? 'ok' : 'MISSED'}) [${r.keystroke.samples.map((s) => `${s.key} ${ms(s.ms)}`).join(', ')}]`);
  console.log(`  sandbox filtered list call: median ${ms(r.sandboxQuery.medianMs)} (${r.sandboxQuery.matches} matches)`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = process.argv.indexOf('--port');
  if (arg > 0) {
    await benchGames({ port: Number(process.argv[arg + 1]) });
  } else {
    const { startPreview } = await import('./bench.mjs');
    const port = 4181;
    const preview = await startPreview(port);
    try {
      await benchGames({ port });
    } finally {
      preview.stop();
    }
  }
}
