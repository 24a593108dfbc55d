/**
 * A fault in the site's input that the author must fix. Its message names the file (and line, when
 * known) first, so an editor or terminal can jump to it: `docs/demo/base.md:12: <what is wrong>`.
 */
export class BuildError extends Error {
  override name = 'BuildError';
  constructor(
    readonly code: string,
    readonly file: string,
    readonly reason: string,
    readonly line?: number,
  ) {
    super(`${line === undefined ? file : `${file}:${line}`}: ${reason}`);
  }
}
