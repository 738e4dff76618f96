// Installs from the lockfile when node_modules is missing or older than the lockfile, so one command is enough.
import { existsSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

export function ensureDeps() {
  const marker = 'node_modules/.package-lock.json';
  const stale = !existsSync(marker) || statSync('package-lock.json').mtimeMs > statSync(marker).mtimeMs;
  if (!stale) return true;
  console.log('Installing dependencies from the lockfile (npm ci)…');
  const r = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { stdio: 'inherit' });
  return r.status === 0;
}
