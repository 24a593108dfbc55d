import path from 'node:path';

/**
 * The id of an external demo (`<code src>`): `<page>-demo-<name>`, lower-case. The page part is
 * the route path ('/demo/base' → 'demo-base', '/' → 'index'); the name is the tag's `id`
 * attribute, else the file's base name, else (for `…/basic/index.tsx`) its folder's name.
 */
export function demoId(routePath: string, entryFile: string, idAttr?: string): string {
  const page = routePath.replace(/^\/+|\/+$/g, '').replace(/\//g, '-') || 'index';
  return `${page}-demo-${idAttr ?? demoFileName(entryFile)}`.toLowerCase();
}

function demoFileName(entryFile: string): string {
  const base = path.basename(entryFile, path.extname(entryFile));
  return base === 'index' ? path.basename(path.dirname(entryFile)) : base;
}

export class DuplicateDemoIdError extends Error {
  readonly code = 'DUPLICATE_DEMO_ID';
  constructor(
    readonly id: string,
    readonly files: [string, string],
  ) {
    super(
      `Two demos have the id '${id}': ${files[0]} and ${files[1]}. ` +
        'Give one of them an id attribute: <code src="..." id="another-name">.',
    );
    this.name = 'DuplicateDemoIdError';
  }
}

/**
 * Remembers the demo ids of a build and throws on the second use of one: two demos with one id
 * would share an anchor and a `~demos/:id` page, and one of them would be unreachable.
 */
export function createDemoIdRegistry(): (id: string, file: string) => void {
  const owners = new Map<string, string>();
  return (id, file) => {
    const owner = owners.get(id);
    if (owner !== undefined && owner !== file) throw new DuplicateDemoIdError(id, [owner, file]);
    owners.set(id, file);
  };
}
