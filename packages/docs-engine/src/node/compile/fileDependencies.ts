import { readFileSync } from 'node:fs';
import { contentKey } from '../contentCache.ts';

/** Files an output was made from besides its source, each with its content's key then. */
export type FileDependencies = [file: string, key: string][];

/** The content key of a file, or `missing`: a file that appears or disappears changes it too. */
export function fileKey(file: string): string {
  try {
    return contentKey(readFileSync(file));
  } catch {
    return 'missing';
  }
}

export const fileDependencies = (files: readonly string[]): FileDependencies =>
  files.map((file) => [file, fileKey(file)]);

/** Whether every file still has the content the output was made from. */
export const dependenciesHold = (dependencies: FileDependencies): boolean =>
  dependencies.every(([file, key]) => fileKey(file) === key);
