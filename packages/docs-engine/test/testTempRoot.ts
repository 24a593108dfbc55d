import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Vitest's global setup: the run's temporary files (the sites the tests build, their caches, the
 * bundles of their configs) go into one folder of the run's, removed at its end, whether each test
 * cleaned up after itself or failed first. A run left hundreds of folders behind otherwise.
 */
export default function testTempRoot(): () => void {
  const root = mkdtempSync(path.join(tmpdir(), 'docs-engine-tests-'));
  // The test workers and the processes the tests start inherit it: os.tmpdir() reads TMPDIR.
  process.env.TMPDIR = root;
  return () => rmSync(root, { recursive: true, force: true, maxRetries: 10 });
}
