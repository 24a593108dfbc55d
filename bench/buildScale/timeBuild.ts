import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ENGINE_CLI, REPO_ROOT } from '../paths.ts';
import { parseGnuTime } from './parseGnuTime.ts';

const GNU_TIME = '/usr/bin/time';

export interface TimedBuild {
  wallMs: number;
  maxRssBytes: number;
  cpuMs: number;
  /** The engine's own summary line, e.g. "Built 1001 pages and 50 demos in 412.3 s → …". */
  summary: string;
  /** The line under it with the time of each phase, from engines that print one. */
  phases: string;
}

/**
 * Builds a site with the engine's CLI in a child process, as a user would, under GNU time for
 * the peak memory: the benchmark's own process must not count, nor share its heap. `cli` is
 * another engine's CLI (an older commit's) to build the same site with.
 */
export async function timeBuild(root: string, cli = ENGINE_CLI): Promise<TimedBuild> {
  if (!existsSync(GNU_TIME))
    throw new Error(`${GNU_TIME} is missing (Debian package "time"): it reports the peak memory`);
  const args = [
    '-v',
    process.execPath,
    cli,
    'build',
    '--root',
    root,
    '--out',
    path.join(root, 'dist'),
  ];
  const start = performance.now();
  const { code, stdout, stderr } = await new Promise<{
    code: number | null;
    stdout: string;
    stderr: string;
  }>((resolve, reject) => {
    const child = spawn(GNU_TIME, args, { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('close', (exitCode) => resolve({ code: exitCode, stdout: out, stderr: err }));
  });
  const wallMs = performance.now() - start;
  if (code !== 0)
    throw new Error(`the build of ${root} failed (exit ${code}):\n${stderr.slice(-2000)}`);
  const report = parseGnuTime(stderr);
  if (!report) throw new Error(`no GNU time report in the build's output:\n${stderr.slice(-2000)}`);
  const lines = stdout.split('\n');
  const summaryAt = lines.findIndex((line) => line.startsWith('Built'));
  const phases = lines[summaryAt + 1] ?? '';
  return {
    wallMs,
    maxRssBytes: report.maxRssBytes,
    cpuMs: report.cpuMs,
    summary: lines[summaryAt] ?? '',
    phases: phases.startsWith('  ') ? phases.trim() : '',
  };
}
