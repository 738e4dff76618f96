// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, configureApi } from '@/api';
import { earlyFetch, takeEarlyCall } from '@/lib/system';
import { allMerchants, defaultMerchantCode, getMerchant } from '@/merchant';
import { DOMAIN_ROUTE_DEVICE } from '@/app/startup-calls';
import { fetchNoticeContent, noticeTypes } from '@/features/home/api/notice-content';
import {
  APP_CODE_ID,
  APP_CODE_MAX_WAIT_MS,
  BOOT_DATA_ID,
  BOOT_SCRIPT,
  EARLY_SCRIPT,
  SKELETON_SCRIPT,
  bootData,
  bootTags,
} from '../../../scripts/merchant-vite-plugin';

interface Sent {
  url: string;
  headers: Record<string, string>;
}

const html = document.documentElement;
const banners = [
  { groupName: 'w_promotions', url: '/img/promo.png' },
  { groupName: 'w_home', url: '/img/home-1.png' },
  { groupName: 'w_home', url: '/img/home-2.png' },
];

function envelope(value: unknown): Response {
  return new Response(JSON.stringify({ success: true, value }), { headers: { 'Content-Type': 'application/json' } });
}

/** Runs the boot, early and skeleton scripts as index.html does, on `path`, with a recording fetch. */
function runEarly(
  path = '/',
  { search = '', notice = async () => envelope({ banners, player: [] }) }: { search?: string; notice?: () => Promise<Response> } = {},
) {
  window.history.replaceState(null, '', `${path}${search}`);
  const [dataTag] = bootTags(bootData(allMerchants(), defaultMerchantCode(), false));
  const data = document.createElement('script');
  data.type = 'application/json';
  data.id = BOOT_DATA_ID;
  data.textContent = String(dataTag!.children);
  document.head.appendChild(data);
  document.body.innerHTML =
    '<div id="boot-loader"><header class="boot-loader__header"><img class="boot-loader__logo" hidden></header><nav></nav>' +
    '<main><h1>Member site</h1><div class="boot-loader__banner"></div></main></div>' +
    `<template id="${APP_CODE_ID}"><script type="module" src="/assets/index.js"></script><link rel="modulepreload" href="/assets/boot.js"></template>`;
  const sent: Sent[] = [];
  const fetch = vi.fn<(input: string | Request, init?: RequestInit) => Promise<Response>>(async (input, init) => {
    const url = typeof input === 'string' ? input : input.url;
    sent.push({ url, headers: (init?.headers ?? {}) as Record<string, string> });
    return url.includes('MCSFE_getListAnnouncements') ? notice() : envelope({});
  });
  vi.stubGlobal('fetch', fetch);
  new Function('document', 'location', BOOT_SCRIPT)(document, window.location);
  new Function(EARLY_SCRIPT)();
  new Function(SKELETON_SCRIPT)();
  return sent;
}

/** What the app's API client sends for a call (through a recording fetch). */
async function appRequest(call: (fetch: (request: Request) => Promise<Response>) => Promise<unknown>): Promise<Sent> {
  let seen: Request | undefined;
  await call(async (request) => {
    seen = request;
    return envelope({ banners: [], player: [] });
  }).catch(() => {});
  const headers: Record<string, string> = {};
  seen!.headers.forEach((value, name) => {
    headers[name] = value;
  });
  return { url: seen!.url, headers };
}

/** Whether the app's module script and its preload are in the page's head (started). */
const appCodeStarted = () =>
  document.head.querySelector('script[type="module"][src="/assets/index.js"]') !== null &&
  document.head.querySelector('link[rel="modulepreload"][href="/assets/boot.js"]') !== null;

const lower = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));

beforeEach(() => {
  const merchant = getMerchant(defaultMerchantCode())!;
  configureApi({ merchantCode: merchant.code, language: merchant.languages.default, encryption: merchant.encryption });
});

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.siteEarlyCalls;
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  html.removeAttribute('data-merchant');
  window.history.replaceState(null, '', '/');
});

describe('early start-up calls', () => {
  it('sends the notice (first: the largest paint), status and domain calls exactly as the app would', async () => {
    const sent = runEarly('/');
    expect(sent.map((s) => new URL(s.url).pathname)).toEqual([
      '/wps/relay/MCSFE_getListAnnouncements',
      '/wps/system/status',
      '/wps/system/domainRoute',
    ]);
    const host = window.location.hostname;
    const language = window.siteEarlyCalls!.language;
    const expected = [
      await appRequest((fetch) =>
        api.GET('/wps/relay/MCSFE_getListAnnouncements', {
          params: { query: { types: noticeTypes(false), platform: 'W', language } },
          fetch,
        }),
      ),
      await appRequest((fetch) => api.GET('/wps/system/status', { params: { query: { host } }, fetch })),
      await appRequest((fetch) =>
        api.GET('/wps/system/domainRoute', { params: { query: { device: DOMAIN_ROUTE_DEVICE } }, fetch }),
      ),
    ];
    expect(sent.map((s) => s.url)).toEqual(expected.map((e) => e.url));
    for (const [i, s] of sent.entries()) expect(lower(s.headers)).toEqual(expected[i]!.headers);
  });

  it('hands each early answer to the app once, and only for the same address, brand and language', async () => {
    runEarly('/');
    const early = window.siteEarlyCalls!;
    const url = `${window.location.origin}/wps/system/domainRoute?device=1`;
    const matching = new Request(url, { headers: { Merchant: early.merchant, Language: early.language } });
    const otherLanguage = new Request(url, { headers: { Merchant: early.merchant, Language: 'XX' } });
    const withToken = new Request(url, { headers: { Merchant: early.merchant, Language: early.language, Authorization: 't' } });
    expect(takeEarlyCall(otherLanguage)).toBeNull();
    expect(takeEarlyCall(withToken)).toBeNull();
    expect(takeEarlyCall(matching)).not.toBeNull();
    expect(takeEarlyCall(matching)).toBeNull();
  });

  it('lets the notice call of the home screen take the early answer instead of asking again', async () => {
    const sent = runEarly('/');
    const language = window.siteEarlyCalls!.language;
    configureApi({ language });
    const content = await fetchNoticeContent(noticeTypes(false), language);
    expect(content.banners).toEqual(banners);
    expect(sent.filter((s) => s.url.includes('MCSFE_getListAnnouncements'))).toHaveLength(1);
  });

  it('sends the call itself when the early one failed', async () => {
    runEarly('/');
    const early = window.siteEarlyCalls!;
    const key = '/wps/system/domainRoute?device=1';
    early.calls[key] = Promise.reject(new TypeError('offline'));
    const request = new Request(`${window.location.origin}${key}`, { headers: { Merchant: early.merchant, Language: early.language } });
    const response = await earlyFetch(request);
    expect(await response.json()).toEqual({ success: true, value: {} });
    expect(vi.mocked(globalThis.fetch)).toHaveBeenLastCalledWith(request);
  });

  it('draws the first banner of the home group into the skeleton and holds the skeleton for it', async () => {
    runEarly('/');
    const loader = document.getElementById('boot-loader')!;
    expect(loader.dataset.hold).toBe('banner');
    await vi.waitFor(() => expect(loader.querySelector('.boot-loader__banner img')).not.toBeNull());
    expect(loader.querySelector('.boot-loader__banner img')).toHaveAttribute('src', '/img/home-1.png');
    expect(loader.querySelector('.boot-loader__logo')).toHaveAttribute('src');
  });

  it("names the skeleton's h1 after the brand, as the page's will be, while the skeleton shows", () => {
    runEarly('/');
    expect(document.querySelector('#boot-loader main h1')).toHaveTextContent(allMerchants().find((m) => m.code === defaultMerchantCode())!.name);
  });

  it("starts the app's code only once the skeleton's first banner has loaded", async () => {
    runEarly('/');
    const img = await vi.waitFor(() => {
      const found = document.querySelector<HTMLImageElement>('#boot-loader .boot-loader__banner img');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(appCodeStarted()).toBe(false);
    img.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(appCodeStarted()).toBe(true));
  });

  it("starts the app's code at once with a login token or on another screen", () => {
    for (const [path, search] of [['/', '?token=abc'], ['/promotions', '']] as const) {
      runEarly(path, { search });
      expect(appCodeStarted()).toBe(true);
      vi.unstubAllGlobals();
      delete window.siteEarlyCalls;
      document.head.innerHTML = '';
    }
  });

  it("starts the app's code without a skeleton banner when the notice call fails or has no home banner", async () => {
    const answers = [
      async () => Promise.reject(new TypeError('offline')),
      async () => new Response('oops', { status: 500 }),
      async () => envelope({ banners: banners.filter((b) => b.groupName !== 'w_home'), player: [] }),
    ];
    for (const notice of answers) {
      runEarly('/', { notice });
      await vi.waitFor(() => expect(appCodeStarted()).toBe(true));
      expect(document.querySelector('#boot-loader .boot-loader__banner img')).toBeNull();
      vi.unstubAllGlobals();
      delete window.siteEarlyCalls;
      document.head.innerHTML = '';
    }
  });

  it("starts the app's code after a short wait when the banner is slow to arrive", async () => {
    vi.useFakeTimers();
    try {
      runEarly('/', { notice: () => new Promise<Response>(() => {}) });
      vi.advanceTimersByTime(APP_CODE_MAX_WAIT_MS - 1);
      expect(appCodeStarted()).toBe(false);
      vi.advanceTimersByTime(1);
      expect(appCodeStarted()).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves the notice call to the app with a login token or on another screen', () => {
    for (const [path, search] of [['/', '?token=abc'], ['/promotions', '']] as const) {
      const sent = runEarly(path, { search });
      expect(sent.some((s) => s.url.includes('MCSFE_getListAnnouncements'))).toBe(false);
      expect(document.getElementById('boot-loader')!.dataset.hold).toBeUndefined();
      vi.unstubAllGlobals();
      delete window.siteEarlyCalls;
      document.head.innerHTML = '';
    }
  });
});
