// @vitest-environment jsdom
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import { ROOT } from '../../../scripts/merchant-validate';
import {
  APP_CODE_ID,
  SKELETON_SCRIPT,
  deferAppCode,
  merchantAssetFiles,
  merchantAssetMiddleware,
} from '../../../scripts/merchant-vite-plugin';

const merchantsDir = path.join(ROOT, 'merchants');

function request(url: string) {
  const headers: Record<string, string> = {};
  const res = {
    statusCode: 0,
    body: undefined as Buffer | undefined,
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    end(body?: Buffer) {
      this.body = body;
    },
  };
  const next = vi.fn<() => void>();
  merchantAssetMiddleware(merchantsDir)({ url } as IncomingMessage, res as unknown as ServerResponse, next);
  return { res, headers, next };
}

describe('merchant asset middleware', () => {
  it('serves a brand logo as SVG', () => {
    const { res, headers, next } = request('/merchants/goldenlotus/logo.svg?v=1');
    expect(next).not.toHaveBeenCalled();
    expect(res.statusCode).toBe(200);
    expect(headers['content-type']).toBe('image/svg+xml');
    expect(res.body?.toString()).toContain('<title');
  });

  it('passes on brand JSON, unknown files and paths that climb out of merchants/', () => {
    const urls = ['/merchants/luckystar/merchant.json', '/merchants/luckystar/nope.svg', '/merchants/../index.svg', '/merchants/%2e%2e/x.svg', '/src/main.tsx'];
    const served = urls.filter((url) => request(url).next.mock.calls.length === 0);
    expect(served).toEqual([]);
  });
});

describe('merchantAssetFiles', () => {
  it('lists the images to copy into dist/merchants and no config', () => {
    const files = merchantAssetFiles(merchantsDir);
    expect(files).toEqual(expect.arrayContaining(['luckystar/logo.svg', 'goldenlotus/favicon.svg', '_shared/age-18.svg']));
    expect(files.filter((f) => f.endsWith('.json'))).toEqual([]);
  });
});

describe('deferAppCode', () => {
  const built = [
    '<!doctype html><html><head><meta charset="UTF-8" />',
    '    <script type="module" crossorigin src="/assets/index-a.js"></script>',
    '    <link rel="modulepreload" crossorigin href="/assets/boot-b.js">',
    '    <link rel="modulepreload" crossorigin href="/assets/ui-c.js">',
    '    <style>.x{}</style>',
    '  </head><body><div id="boot-loader"></div>',
    `    <script>${SKELETON_SCRIPT}</script>`,
    '    <div id="root"></div></body></html>',
  ].join('\n');

  it("moves the app's module script and preloads out of the head into the template the skeleton script starts", () => {
    const html = deferAppCode(built);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.head.querySelectorAll('script[type="module"], link[rel="modulepreload"]')).toHaveLength(0);
    const template = doc.getElementById(APP_CODE_ID) as HTMLTemplateElement;
    expect(template.nextElementSibling?.textContent).toBe(SKELETON_SCRIPT);
    const srcs = [...template.content.querySelectorAll('script, link')].map((e) => e.getAttribute('src') ?? e.getAttribute('href'));
    expect(srcs).toEqual(['/assets/index-a.js', '/assets/boot-b.js', '/assets/ui-c.js']);
    expect(template.content.querySelector('script')?.hasAttribute('crossorigin')).toBe(true);
    expect(doc.head.querySelector('style')).not.toBeNull();
  });

  it('leaves a page without the skeleton script as it is', () => {
    const page = built.replace(`<script>${SKELETON_SCRIPT}</script>`, '');
    expect(deferAppCode(page)).toBe(page);
  });
});
