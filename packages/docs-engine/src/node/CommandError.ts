/**
 * A problem with the command's surroundings that the user can fix (no build to serve, a port
 * taken): reported as its message alone, as an author's mistake in the site is.
 */
export class CommandError extends Error {
  override name = 'CommandError';
}
