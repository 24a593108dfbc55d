import { statSync } from 'node:fs';
import path from 'node:path';

const isFile = (file: string) => {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
};

/**
 * The file under `root` that serves a request path (`/demo/base` → demo/base/index.html), or
 * undefined. A path that would leave `root` (`/../secret`, encoded or not) never resolves.
 */
export function resolveFile(root: string, base: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const baseless = `${base.replace(/\/$/, '')}/`;
  if (!`${decoded}/`.startsWith(baseless)) return undefined;
  const relative = decoded.slice(baseless.length - 1);
  const file = path.join(root, path.normalize(relative));
  if (file !== root && !file.startsWith(`${root}${path.sep}`)) return undefined;
  for (const candidate of [file, path.join(file, 'index.html'), `${file}.html`]) {
    if (isFile(candidate)) return candidate;
  }
  return undefined;
}
