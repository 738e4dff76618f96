import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..', '..');

function messages(language: string): Record<string, string> {
  const dir = join(root, 'locales', language);
  return Object.assign(
    {},
    ...readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as Record<string, string>),
  );
}

/** Every `…Key` value under the parts of a merchant file the layout draws. */
function layoutKeys(config: Record<string, unknown>): string[] {
  const keys: string[] = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      for (const [k, v] of Object.entries(node)) {
        if (k.endsWith('Key') && typeof v === 'string') keys.push(v);
        else walk(v);
      }
    }
  };
  for (const part of ['social', 'footer', 'categories', 'nav']) walk(config[part]);
  return keys;
}

const merchantFiles = [
  join(root, 'merchants', '_defaults.json'),
  ...readdirSync(join(root, 'merchants'), { withFileTypes: true })
    .filter((d) => d.isDirectory() && !d.name.startsWith('_'))
    .map((d) => join(root, 'merchants', d.name, 'merchant.json'))
    .filter((f) => existsSync(f)),
];

describe('layout texts from brand config', () => {
  it('finds brand files to check', () => {
    expect(merchantFiles.length).toBeGreaterThan(1);
  });

  for (const language of ['EN', 'TY']) {
    it(`has ${language} text for every nav, footer and social key the brands use`, () => {
      const texts = messages(language);
      const missing = merchantFiles.flatMap((file) =>
        layoutKeys(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>)
          .filter((key) => !texts[key])
          .map((key) => `${file.slice(root.length + 1)}: ${key}`),
      );
      expect(missing).toEqual([]);
    });
  }
});
