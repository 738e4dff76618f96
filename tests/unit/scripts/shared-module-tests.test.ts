import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

// The component project shares one module graph between its files (vite.config.ts): a module replaced in one file
// would stay replaced in the files after it. Such a file is named *.mocked.test.* and runs with a graph of its own.
describe('component tests that share modules', () => {
  it('replace no module: a file that does is named *.mocked.test.*', () => {
    const files = ['tests/component', 'tests/contract'].flatMap((dir) => testFiles(join(root, dir)));
    expect(files.length).toBeGreaterThan(50);
    const offenders = files
      .filter((file) => !/\.mocked\.test\.tsx?$/.test(file))
      .filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(root, file));
    expect(offenders).toEqual([]);
  });
});
