import { existsSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { removeInBackground } from './removeInBackground.ts';

/**
 * Runs `write` into a fresh folder beside `outDir` and puts that folder in place of `outDir` only
 * when `write` succeeds: a failed build leaves the previous output as it was, never half-written.
 */
export async function buildIntoFreshFolder<T>(
  outDir: string,
  write: (folder: string) => Promise<T>,
): Promise<T> {
  const parent = path.dirname(path.resolve(outDir));
  const name = path.basename(outDir);
  const previousPrefix = `.${name}.previous-`;
  // What an earlier build's removal left, if it was cut short.
  for (const entry of readdirSync(parent)) {
    if (entry.startsWith(previousPrefix)) removeInBackground(path.join(parent, entry));
  }
  const fresh = mkdtempSync(path.join(parent, `.${name}.building-`));
  let result: T;
  try {
    result = await write(fresh);
  } catch (error) {
    rmSync(fresh, { recursive: true, force: true });
    throw error;
  }
  if (!existsSync(outDir)) {
    renameSync(fresh, outDir);
    return result;
  }
  // Two renames in one folder: the old output is gone from its place only once the new one is
  // complete, and never deleted before the new one stands there.
  const previous = mkdtempSync(path.join(parent, previousPrefix));
  renameSync(outDir, path.join(previous, name));
  renameSync(fresh, outDir);
  removeInBackground(previous);
  return result;
}
