import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import enginePackage from '../../package.json' with { type: 'json' };
import { ENGINE_PACKAGES, MARKDOWN_PACKAGES } from './preloadPackages.js';

/** Every package the engine's server code imports, statically or on demand. */
function importedByTheServer(): Set<string> {
  const files = readdirSync(import.meta.dirname, { recursive: true, encoding: 'utf8' }).filter(
    (name) => /\.ts$/.test(name) && !/\.test\.ts$/.test(name),
  );
  const imported = new Set<string>();
  for (const file of files) {
    const source = readFileSync(path.join(import.meta.dirname, file), 'utf8');
    for (const [, name] of source.matchAll(/(?:from |import\()'((?:@[\w.-]+\/)?[\w.-]+)[/']/g)) {
      if (name) imported.add(name);
    }
  }
  return imported;
}

describe("the packages `dev`, `build` and compile threads load ahead of tsx's loader", () => {
  it('are ones the server imports and the engine depends on: none loads for nothing', () => {
    const imported = importedByTheServer();
    for (const names of [ENGINE_PACKAGES, MARKDOWN_PACKAGES]) {
      expect(names.length).toBeGreaterThan(0);
      expect(names.filter((name) => !imported.has(name))).toEqual([]);
      expect(names.filter((name) => !(name in enginePackage.dependencies))).toEqual([]);
    }
  });
});
