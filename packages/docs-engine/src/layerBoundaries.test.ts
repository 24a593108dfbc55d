import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = import.meta.dirname;

/** Every module of a layer with each file it imports, resolved against the source folder. */
function importsOf(layer: string): { file: string; target: string }[] {
  const files = readdirSync(path.join(SRC, layer), { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.tsx?$/.test(file),
  );
  return files.flatMap((file) => {
    const absolute = path.join(SRC, layer, file);
    const code = readFileSync(absolute, 'utf8');
    return [...code.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)].map((match) => ({
      file: path.relative(SRC, absolute),
      target: path.relative(SRC, path.resolve(path.dirname(absolute), match[1] as string)),
    }));
  });
}

describe('layer boundaries', () => {
  it('the runtime never imports the theme: it receives it as virtual:docs-engine/theme', () => {
    const crossing = importsOf('client').filter(({ target }) => target.startsWith('theme/'));
    expect(crossing).toEqual([]);
  });

  it('the theme uses the runtime through its public index only', () => {
    const crossing = importsOf('theme').filter(
      ({ target }) => target.startsWith('client/') && target !== 'client/index.ts',
    );
    expect(crossing).toEqual([]);
  });

  it('browser code never imports build-time code', () => {
    const crossing = ['client', 'theme', 'search', 'shared']
      .flatMap(importsOf)
      .filter(({ target }) => target.startsWith('node/'));
    expect(crossing).toEqual([]);
  });

  it('finds the imports it checks', () => {
    expect(importsOf('theme')).toContainEqual({
      file: 'theme/index.ts',
      target: 'theme/layouts/DocLayout.tsx',
    });
  });
});
