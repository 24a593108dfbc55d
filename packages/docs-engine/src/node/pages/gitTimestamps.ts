import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * Last commit time (ms) of every file under `dir`, from one `git log` rather than one per page.
 * Outside a git checkout, or for untracked files, the map simply has no entry.
 */
export function gitTimestamps(dir: string): Map<string, number> {
  const times = new Map<string, number>();
  // Outside a checkout git says so on stderr: that is an expected case here, not news.
  const git = (args: string[]) =>
    execFileSync('git', args, {
      cwd: dir,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  try {
    const top = git(['rev-parse', '--show-toplevel']).trim();
    const log = git(['log', '--format=%x00%ct', '--name-only', '--', '.']);
    let current = 0;
    for (const line of log.split('\n')) {
      if (line.startsWith('\0')) current = Number(line.slice(1)) * 1000;
      else if (line) {
        const file = path.join(top, line);
        // Newest commits come first: keep the first time seen.
        if (!times.has(file)) times.set(file, current);
      }
    }
  } catch {
    return times;
  }
  return times;
}
