/** A demo that cannot be built; the message names the page, line and file so it can be fixed. */
export class DemoBuildError extends Error {
  constructor(
    readonly code:
      | 'DEMO_FILE_NOT_FOUND'
      | 'DEMO_IMPORT_NOT_FOUND'
      | 'DEMO_PACKAGE_NOT_INSTALLED'
      | 'DEMO_NO_DEFAULT_EXPORT'
      | 'DEMO_SYNTAX_ERROR',
    message: string,
  ) {
    super(message);
    this.name = 'DemoBuildError';
  }
}
