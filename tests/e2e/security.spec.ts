import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test as base, expect } from '@playwright/test';
import { PORT } from './support';

/** Another site: a page on its own origin that tries to frame the site's withdraw page (clickjacking). */
let other: Server;
let otherOrigin = '';

base.beforeAll(async () => {
  other = createServer((_req, res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(`<!doctype html><title>Another site</title><h1>Another site</h1>
      <iframe id="framed" title="framed site" src="http://localhost:${PORT}/member/withdraw" width="800" height="600"></iframe>`);
  });
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  otherOrigin = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
});

base.afterAll(() => new Promise<void>((resolve) => other.close(() => resolve())));

base.describe('Security headers', () => {
  base('the site refuses to load inside a frame of another origin', async ({ page }) => {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/frame-ancestors/i.test(message.text())) refused.push(message.text());
    });
    await page.goto(`${otherOrigin}/`);
    await expect(page.getByRole('heading', { name: 'Another site' })).toBeVisible();
    await expect.poll(() => refused.length, { message: 'Chromium reports the refused framing' }).toBeGreaterThan(0);
    const frame = page.frame({ url: (url) => url.port === String(PORT) }) ?? page.frames()[1];
    // The framed document never becomes the site: no brand page, no withdraw heading, nothing to click.
    expect(await frame?.locator('#root, main').count().catch(() => 0)).toBe(0);
  });

  base('serves the pages with nosniff, a strict referrer policy and no framing in the policy', async ({ request }) => {
    const response = await request.get(`http://localhost:${PORT}/member/withdraw`);
    const headers = response.headers();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});
