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
