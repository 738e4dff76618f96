#!/usr/bin/env node
// `npm test`: every check the project has, in order, with a summary. Non-zero when any fails.
import { spawnSync } from 'node:child_process';
import { ensureDeps } from './ensure-deps.mjs';
import { ensureChromium } from './ensure-chromium.mjs';

const only = process.argv.slice(2);
const steps = [
  ['typecheck', 'npm', ['run', '-s', 'typecheck']],
  ['lint', 'npm', ['run', '-s', 'lint']],
  ['api contract', 'npm', ['run', '-s', 'api:check']],
  ['merchants', 'npm', ['run', '-s', 'merchant:check']],
  ['precompiled form validators', 'npm', ['run', '-s', 'forms:check']],
  ['unit, component and contract tests', 'npx', ['vitest', 'run', '--project', 'unit']],
  ['build', 'npm', ['run', '-s', 'build']],
  ['bundle budget', 'node', ['scripts/size-check.mjs']],
  ['stories as tests (Chromium, a11y)', 'npx', ['vitest', 'run', '--project', 'storybook']],
  ['browser tests (Chromium)', 'npx', ['playwright', 'test']],
];

if (!ensureDeps()) process.exit(1);
if (!ensureChromium()) process.exit(1);

const results = [];
for (const [name, cmd, args] of steps) {
  if (only.length && !only.some((o) => name.startsWith(o))) continue;
  console.log(`\n━━ ${name} ━━ ${cmd} ${args.join(' ')}`);
  const t0 = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, CI: process.env.CI ?? '1' } });
  results.push({ name, ok: r.status === 0, s: ((Date.now() - t0) / 1000).toFixed(1) });
}

console.log('\nSummary');
for (const r of results) console.log(`  ${r.ok ? 'PASS' : 'FAIL'}  ${r.name} (${r.s} s)`);
const failed = results.filter((r) => !r.ok);
if (failed.length) {
  console.error(`\n${failed.length} step(s) failed.`);
  process.exit(1);
}
console.log('\nAll checks passed.');
