import path from 'node:path';

/** Whether `file` is `folder` or lies under it, by their paths (no link is followed). */
export function isInside(file: string, folder: string): boolean {
  const relative = path.relative(folder, file);
  return (
    relative === '' ||
    (relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative))
  );
}
