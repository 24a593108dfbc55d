/** The figures GNU `time -v` appends to a command's stderr. */
export interface GnuTimeReport {
  wallMs: number;
  /** Peak resident memory of the largest single process the command ran, in bytes. */
  maxRssBytes: number;
  /** User and system CPU time of all its threads: on a shared machine, steadier than wall time. */
  cpuMs: number;
}

export function parseGnuTime(stderr: string): GnuTimeReport | undefined {
  const rss = /Maximum resident set size \(kbytes\): (\d+)/.exec(stderr);
  const elapsed = /Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): ([\d:.]+)/.exec(stderr);
  if (!rss?.[1] || !elapsed?.[1]) return undefined;
  // "1:02:03" or "2:03.45": seconds last, then minutes, then hours.
  const seconds = elapsed[1]
    .split(':')
    .reverse()
    .reduce((total, part, index) => total + Number(part) * 60 ** index, 0);
  const cpuSeconds = ['User', 'System']
    .map((kind) => new RegExp(`${kind} time \\(seconds\\): ([\\d.]+)`).exec(stderr)?.[1])
    .reduce((total, value) => total + Number(value ?? 0), 0);
  return { wallMs: seconds * 1000, maxRssBytes: Number(rss[1]) * 1024, cpuMs: cpuSeconds * 1000 };
}
