/** `guide.$tab-api.md` is the tab `api` of `guide.md`, not a page of its own. */
export const TAB_FILE = /\.\$tab-([a-z0-9-]+)\.md$/;

/** Whether a file under the docs folder is left out of the site: a name on its path starts with `.` or `_`. */
export const isLeftOut = (relativeFile: string): boolean =>
  relativeFile.split('/').some((part) => /^[._]/.test(part));
