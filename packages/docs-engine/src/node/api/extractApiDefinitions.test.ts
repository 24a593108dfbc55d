import { copyFile, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiDefinitions, ApiProperty } from '../../shared/types.ts';
import { BuildError } from '../../shared/BuildError.ts';
import { displayPath } from '../pages/scanSite.ts';
import { extractApiDefinitions } from './extractApiDefinitions.ts';

const fixture = fileURLToPath(new URL('./__fixtures__/components.ts', import.meta.url));

let workDir: string;
let definitions: ApiDefinitions;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), 'docs-engine-api-'));
  definitions = await extractApiDefinitions(fixture, {
    cacheDir: path.join(workDir, 'fixture-cache'),
  });
}, 30_000);

afterAll(() => rm(workDir, { recursive: true, force: true }));

const prop = (component: string, name: string): ApiProperty | undefined =>
  definitions[component]?.props.find((row) => row.name === name);

describe('extractApiDefinitions', () => {
  it('lists the default export under the name it was declared with', () => {
    expect(Object.keys(definitions).sort()).toEqual(['Badge', 'Button']);
  });

  it('leaves out hooks, constants and types', () => {
    expect(definitions).not.toHaveProperty('useCounter');
    expect(definitions).not.toHaveProperty('VERSION');
    expect(definitions).not.toHaveProperty('Side');
  });

  it('keeps the order of the props type, inherited props after its own', () => {
    expect(definitions.Button?.props.map((row) => row.name)).toEqual([
      'label',
      'side',
      'repeat',
      'size',
      'ripple',
      'onPress',
      'text',
      'className',
      'tone',
      'onMouseEnter',
      'onKeyDown',
    ]);
  });

  it('lists props picked from an installed package, not all it would bring in', () => {
    expect(prop('Button', 'onKeyDown')?.type).toBe('KeyboardEventHandler<HTMLElement>');
    expect(prop('Button', 'aria-label')).toBeUndefined();
  });

  it('reads descriptions, required flags and @default values', () => {
    expect(prop('Button', 'label')).toEqual({
      name: 'label',
      description: 'The text on the button.',
      type: 'string',
      required: true,
    });
    expect(prop('Button', 'side')).toMatchObject({ default: "'left'", required: false });
    expect(prop('Button', 'repeat')?.default).toBe('0');
  });

  it('writes types as the author did, without the undefined that ? adds', () => {
    expect(prop('Button', 'size')?.type).toBe('number | string');
    expect(prop('Button', 'ripple')?.type).toBe('boolean | { duration?: number }');
    expect(prop('Button', 'onPress')?.type).toBe('(event: { x: number; y: number }) => void');
    expect(prop('Badge', 'max')?.type).toBe('number');
  });

  it('writes the type a generic base was given, not its type parameter', () => {
    expect(prop('Button', 'tone')?.type).toBe("'light' | 'dark'");
  });

  it('spells out a local alias of literals', () => {
    expect(prop('Button', 'side')?.type).toBe("'left' | 'right'");
  });

  it('turns release tags into a release and keeps the deprecation reason', () => {
    expect(prop('Button', 'repeat')?.release).toBe('alpha');
    expect(prop('Button', 'size')?.release).toBe('beta');
    expect(prop('Button', 'ripple')?.release).toBe('experimental');
    expect(prop('Button', 'text')).toMatchObject({
      release: 'deprecated',
      deprecated: 'Use `label` instead.',
    });
    expect(prop('Button', 'label')?.release).toBeUndefined();
  });

  it('drops props tagged @hidden', () => {
    expect(prop('Button', 'internalId')).toBeUndefined();
  });

  it('reads components whose props type is written inline', () => {
    expect(definitions.Badge?.props).toEqual([
      { name: 'count', type: 'number', required: true },
      { name: 'max', type: 'number', required: false },
    ]);
  });
});

describe('a library the types cannot be read from', () => {
  /** The error extracting from a one-file library throws, its path relative to the work folder. */
  async function errorOf(name: string, source: string): Promise<string> {
    const entry = path.join(workDir, name);
    await writeFile(entry, source);
    const error = await extractApiDefinitions(entry, {
      cacheDir: path.join(workDir, `cache-${name}`),
    }).then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(BuildError);
    return (error as BuildError).message.replace(`${displayPath(workDir)}/`, '');
  }

  it('names an entry file that is not there', async () => {
    const entry = path.join(workDir, 'nowhere.ts');
    await expect(extractApiDefinitions(entry, { cacheDir: workDir })).rejects.toThrow(
      `${displayPath(entry)}: not found: apiParser.entryFile names the file that exports the components`,
    );
  });

  it('gives the file and line of a syntax error', async () => {
    expect(
      await errorOf(
        'syntax.ts',
        'export function Button(props: { label: string }) {\n  return null;\n\nexport const x = ;\n',
      ),
    ).toBe(
      'syntax.ts:4: TypeScript cannot parse it, so the API tables cannot list its props: Expression expected.',
    );
  }, 30_000);

  it('gives the line of a props type that does not resolve, or of the import it names', async () => {
    expect(
      await errorOf(
        'misspelt.ts',
        'export function Button(props: ButonProps) {\n  return null;\n}\n',
      ),
    ).toBe(
      "misspelt.ts:1: the props type of Button does not resolve, so the API tables cannot list its props: Cannot find name 'ButonProps'.",
    );
    expect(
      await errorOf(
        'unimported.ts',
        "import type { Props } from './nowhere';\n\nexport function Button(props: Props) {\n  return null;\n}\n",
      ),
    ).toBe(
      "unimported.ts:1: the props type of Button does not resolve, so the API tables cannot list its props: Cannot find module './nowhere' or its corresponding type declarations.",
    );
  }, 30_000);

  it('leaves out a component whose props are typed any on purpose, without an error', async () => {
    const entry = path.join(workDir, 'loose.ts');
    await writeFile(entry, 'export function Loose(props: any) {\n  return props;\n}\n');
    expect(await extractApiDefinitions(entry, { cacheDir: path.join(workDir, 'loose') })).toEqual(
      {},
    );
  }, 30_000);
});

describe('the definitions cache', () => {
  it('answers from disk until a source file changes', async () => {
    const entry = path.join(workDir, 'components.ts');
    const cacheDir = path.join(workDir, 'cache');
    await copyFile(fixture, entry);

    const first = await extractApiDefinitions(entry, { cacheDir });
    const [cacheName] = await readdir(cacheDir);
    expect(cacheName).toMatch(/^api-[0-9a-f]+\.json$/);

    // Change the cached answer behind the extractor's back: only a cache hit can return it.
    const cacheFile = path.join(cacheDir, cacheName ?? '');
    const cache = JSON.parse(await readFile(cacheFile, 'utf8')) as { definitions: ApiDefinitions };
    cache.definitions = { Marker: { props: [] } };
    await writeFile(cacheFile, JSON.stringify(cache));
    expect(await extractApiDefinitions(entry, { cacheDir })).toEqual({ Marker: { props: [] } });

    // A newer modification time on the entry makes the next call parse again.
    const later = new Date(Date.now() + 60_000);
    await utimes(entry, later, later);
    expect(await extractApiDefinitions(entry, { cacheDir })).toEqual(first);
  }, 30_000);

  it('parses again when the cache file is unreadable', async () => {
    const cacheDir = path.join(workDir, 'broken-cache');
    const entry = path.join(workDir, 'components.ts');
    await extractApiDefinitions(entry, { cacheDir });
    const [cacheName] = await readdir(cacheDir);
    await writeFile(path.join(cacheDir, cacheName ?? ''), '{"format":');
    expect(Object.keys(await extractApiDefinitions(entry, { cacheDir }))).toEqual([
      'Button',
      'Badge',
    ]);
  }, 30_000);
});
