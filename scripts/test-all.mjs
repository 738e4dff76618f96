#!/usr/bin/env node
// `npm test`: every check the project has, in order, with a summary. Non-zero when any fails.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { ensureDeps } from './ensure-deps.mjs';
import { ensureChromium } from './ensure-chromium.mjs';

const only = process.argv.slice(2);
const steps = [
  ['typecheck', 'npm', ['run', '-s', 'typecheck']],
  ['lint', 'npm', ['run', '-s', 'lint']],
  ['api contract', 'npm', ['run', '-s', 'api:check']],
  ['merchants', 'npm', ['run', '-s', 'merchant:check']],
  ['precompiled form validators', 'npm', ['run', '-s', 'forms:check']],
  ['unit, component and contract tests', 'npx', ['vitest', 'run', '--project', 'unit', '--project', 'component', '--project', 'component-mocked']],
  ['build', 'npm', ['run', '-s', 'build']],
  ['bundle budget', 'node', ['scripts/size-check.mjs']],
  ['stories as tests (Chromium, a11y)', 'npx', ['vitest', 'run', '--project', 'storybook']],
  ['browser tests (Chromium)', 'npx', ['playwright', 'test']],
];

if (!ensureDeps()) process.exit(1);
if (!ensureChromium()) process.exit(1);

/** Runs one step, echoing its output live and keeping its tail, so a failure can be summarised at the end. */
function run(cmd, args) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: ['inherit', 'pipe', 'pipe'], env: { ...process.env, CI: process.env.CI ?? '1' } });
    let tail = '';
    const keep = (chunk, out) => {
      out.write(chunk);
      tail = (tail + chunk.toString()).slice(-2_000_000);
    };
    child.stdout.on('data', (c) => keep(c, process.stdout));
    child.stderr.on('data', (c) => keep(c, process.stderr));
    child.on('close', (code) => resolve({ code, tail }));
  });
}

/** The lines of a failed step's output that say what failed (CI logs keep only the end of a run). */
function whyFailed(output) {
  const lines = output.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '').split('\n');
  const picked = [];
  lines.forEach((line, i) => {
    if (/(^|\s)(FAIL|×|✘|✗)\s|AssertionError|Error:|Timed out|timed out|\d+\) \[chromium\]|failed\b/.test(line)) {
      picked.push(...lines.slice(i, i + 3).map((l) => l.slice(0, 300)));
    }
  });
  return [...new Set(picked)].slice(0, 80);
}

/** A port nobody is listening on, for the browser tests' preview server: a second suite beside this one picks another. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, 'localhost', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
process.env.E2E_PORT ??= String(await freePort());

const results = [];
for (const [name, cmd, args] of steps) {
  if (only.length && !only.some((o) => name.startsWith(o))) continue;
  console.log(`\n━━ ${name} ━━ ${cmd} ${args.join(' ')}`);
  const t0 = Date.now();
  const r = await run(cmd, args);
  results.push({ name, ok: r.code === 0, s: ((Date.now() - t0) / 1000).toFixed(1), why: r.code === 0 ? [] : whyFailed(r.tail) });
}

console.log('\nSummary');
for (const r of results) console.log(`  ${r.ok ? 'PASS' : 'FAIL'}  ${r.name} (${r.s} s)`);
const failed = results.filter((r) => !r.ok);
for (const r of failed) {
  console.log(`\nWhy "${r.name}" failed (the lines of its output that say so):`);
  for (const line of r.why) console.log(`  ${line}`);
}
if (failed.length) {
  console.error(`\n${failed.length} step(s) failed.`);
  process.exit(1);
}
console.log('\nAll checks passed.');
