import { VFileMessage } from 'vfile-message';
import { BuildError } from '../../shared/BuildError.ts';

/** A parser's or compiler's error as a BuildError that names the file and line. */
export function toBuildError(error: unknown, displayFile: string): Error {
  if (error instanceof BuildError) return error;
  if (error instanceof VFileMessage) {
    return new BuildError('MARKDOWN_SYNTAX', displayFile, error.reason, error.line ?? undefined);
  }
  return error instanceof Error ? error : new Error(String(error));
}
