#!/usr/bin/env node
// Byte budget for what the first page downloads before it can render: the entry script, the chunks the HTML
// preloads, and the CSS. Deterministic (gzip level 9 of the built files), so it can fail the test command.
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

// 135.6 KB at the last change (each brand's config a chunk of its own, src/merchant/load.ts: a new brand folder adds
// nothing here): the budget keeps a little room. What home loads after this (until idle) is printed by `npm run bench`
// against its 150 KB target.
export const BUDGET = { js: 136.5 * 1024, css: 30 * 1024 };

export function firstLoad(dir = 'dist') {
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const refs = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g),
  ].map((m) => m[1]);
  const files = [...new Set(refs)].map((href) => {
    const path = join(dir, href.replace(/^\//, ''));
    const gz = gzipSync(readFileSync(path), { level: 9 }).length;
    return { href, kind: href.endsWith('.css') ? 'css' : 'js', gz };
  });
  // Stylesheets written into the page (scripts/merchant-vite-plugin.ts) still count as first-load CSS.
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
  const inlineCss = styles.reduce((a, css) => a + gzipSync(Buffer.from(css), { level: 9 }).length, 0);
  const inline = gzipSync(Buffer.from(html), { level: 9 }).length;
  return { files, js: sum(files, 'js'), css: sum(files, 'css') + inlineCss, inlineCss, html: inline };
}

function sum(files, kind) {
  return files.filter((f) => f.kind === kind).reduce((a, f) => a + f.gz, 0);
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!existsSync('dist/index.html')) {
    console.error('dist/index.html is missing: run npm run build first.');
    process.exit(1);
  }
  const r = firstLoad();
  for (const f of r.files) console.log(`  ${f.kind.padEnd(3)} ${kb(f.gz).padStart(9)}  ${f.href}`);
  if (r.inlineCss) console.log(`  css ${kb(r.inlineCss).padStart(9)}  written into index.html`);
  console.log(`First-load JS ${kb(r.js)} gzip (budget ${kb(BUDGET.js)}); CSS ${kb(r.css)} (budget ${kb(BUDGET.css)}); HTML ${kb(r.html)}`);
  const over = [r.js > BUDGET.js && 'JS', r.css > BUDGET.css && 'CSS'].filter(Boolean);
  if (over.length) {
    console.error(`Over budget: ${over.join(', ')}. Move what the first screen does not need into a lazy chunk.`);
    process.exit(1);
  }
}
