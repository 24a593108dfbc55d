import { rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Waits until the file system's clock has moved past a file's last change (its times are coarser
 * than the system clock's): a change made after it returns is in a later tick. The clock is read
 * from a file written beside it, on the same file system, and removed.
 */
export function untilTheClockPasses(file: string): void {
  const changed = statSync(file).ctimeMs;
  const probe = path.join(path.dirname(file), `.clock-probe-${process.pid}`);
  for (;;) {
    writeFileSync(probe, '');
    if (statSync(probe).mtimeMs > changed) break;
  }
  rmSync(probe);
}
