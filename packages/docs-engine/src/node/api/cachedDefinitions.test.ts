import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it, vi } from 'vitest';
import { writeCachedDefinitions } from './apiCache.ts';
import { extractApiDefinitions } from './extractApiDefinitions.ts';

// Reading definitions loads the TypeScript compiler, 0.7 s of a build's start.
vi.mock('./readApiDefinitions.ts', () => {
  throw new Error('the definitions were read, and the TypeScript compiler loaded');
});

const workDir = await mkdtemp(path.join(os.tmpdir(), 'docs-engine-api-cached-'));
afterAll(() => rm(workDir, { recursive: true, force: true }));

it('answers from its cache without loading the TypeScript compiler', async () => {
  const entry = path.join(workDir, 'index.ts');
  await writeFile(entry, 'export default function Marker() {}\n');
  const cacheDir = path.join(workDir, 'cache');
  await writeCachedDefinitions(cacheDir, entry, [entry], { Marker: { props: [] } });
  expect(await extractApiDefinitions(entry, { cacheDir })).toEqual({ Marker: { props: [] } });
});

it('keeps the definitions when two reads in one process write them at once', async () => {
  const entry = path.join(workDir, 'twice.ts');
  await writeFile(entry, 'export default function Twice() {}\n');
  const cacheDir = path.join(workDir, 'cache-twice');
  const definitions = { Twice: { props: [] } };
  await Promise.all([
    writeCachedDefinitions(cacheDir, entry, [entry], definitions),
    writeCachedDefinitions(cacheDir, entry, [entry], definitions),
  ]);
  expect(await extractApiDefinitions(entry, { cacheDir })).toEqual(definitions);
});

it('never fails a build when its cache cannot be written', async () => {
  const entry = path.join(workDir, 'unwritable.ts');
  await writeFile(entry, 'export default function Unwritable() {}\n');
  // A file where the cache's folder would be.
  const cacheDir = path.join(workDir, 'not-a-folder');
  await writeFile(cacheDir, '');
  await expect(
    writeCachedDefinitions(cacheDir, entry, [entry], { Unwritable: { props: [] } }),
  ).resolves.toBeUndefined();
});
