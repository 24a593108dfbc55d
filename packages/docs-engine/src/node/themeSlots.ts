import { existsSync } from 'node:fs';
import path from 'node:path';

/** The default theme's folder and its entry, which the runtime imports as `virtual:docs-engine/theme`. */
export const THEME_DIR = path.resolve(import.meta.dirname, '../theme');
export const THEME_ENTRY = path.join(THEME_DIR, 'index.ts');

const SLOT = /^slots[\\/]([\w-]+)[\\/]index\.tsx$/;

/**
 * The site's own file for a slot of the default theme, if it has one: `theme/slots/<Name>.tsx` or
 * `theme/slots/<Name>/index.tsx` under the site root replaces `<Name>` wherever the theme uses it,
 * as dumi's slot overrides do. `file` is the theme module being imported; `importer` the module
 * importing it, so an override may still import the default slot it wraps.
 */
export function slotOverride(
  file: string,
  importer: string,
  siteRoot: string,
  exists: (file: string) => boolean = existsSync,
): string | undefined {
  const slot = SLOT.exec(path.relative(THEME_DIR, file))?.[1];
  if (!slot) return undefined;
  const siteSlots = path.join(siteRoot, 'theme', 'slots');
  if (importer.startsWith(`${siteSlots}${path.sep}`)) return undefined;
  return [path.join(siteSlots, `${slot}.tsx`), path.join(siteSlots, slot, 'index.tsx')].find(
    exists,
  );
}
