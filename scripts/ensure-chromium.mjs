#!/usr/bin/env node
// Browser tests and Storybook tests drive Debian's Chromium: downloaded browsers do not install on our machines.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

import { chromiumPath as CHROMIUM } from './chromium.mjs';

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium was not found at ${CHROMIUM}.\n` +
        'Install Debian\'s Chromium and run the tests again:\n' +
        '  sudo apt-get update && sudo apt-get install -y chromium\n' +
        '(or set CHROMIUM_PATH to an existing Chromium binary).',
    );
    return false;
  }
  console.log('Chromium is missing: installing Debian\'s chromium package…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'chromium']]) {
    const r = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (r.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed (exit ${r.status}).`);
      return false;
    }
  }
  return existsSync(CHROMIUM);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(ensureChromium() ? 0 : 1);
}
