import { BuildError } from '../../shared/BuildError.ts';

interface Place {
  line?: number;
  start?: { line?: number };
}

/** A parser error: VFileMessage's shape, checked by shape because several copies may be installed. */
interface ParserMessage {
  reason: string;
  line?: number | null;
  place?: Place | null;
}

const isParserMessage = (error: unknown): error is ParserMessage =>
  error instanceof Error && typeof (error as { reason?: unknown }).reason === 'string';

/** A parser's or compiler's error as a BuildError that names the file and line. */
export function toBuildError(error: unknown, displayFile: string): Error {
  if (error instanceof BuildError) return error;
  if (isParserMessage(error)) {
    // An unclosed tag is reported at the end of the file, with the tag's own position only in
    // the text ("… for `<div>` (5:1-5:6)"): that position is the useful one.
    const position = /\s*\((\d+):\d+(?:-\d+:\d+)?\)$/.exec(error.reason);
    const line =
      error.line ??
      error.place?.start?.line ??
      error.place?.line ??
      (position ? Number(position[1]) : undefined);
    const reason = position ? error.reason.slice(0, position.index) : error.reason;
    return new BuildError('MARKDOWN_SYNTAX', displayFile, reason, line);
  }
  return error instanceof Error ? error : new Error(String(error));
}
