import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import { ROOT } from '../../../scripts/merchant-validate';
import { merchantAssetFiles, merchantAssetMiddleware } from '../../../scripts/merchant-vite-plugin';

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
