import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { registerMerchants } from './merchants.ts';

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Reads `merchants/_defaults.json` and every `merchants/<code>/merchant.json` under `root` (Node only). */
export function loadMerchantsFromDisk(root = process.cwd()): void {
  const dir = join(root, 'merchants');
  if (!existsSync(dir)) return;
  const configs = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, 'merchant.json')))
    .toSorted((a, b) => a.name.localeCompare(b.name))
    .map((entry) => readJson(join(dir, entry.name, 'merchant.json')));
  registerMerchants(readJson(join(dir, '_defaults.json')), configs);
}
