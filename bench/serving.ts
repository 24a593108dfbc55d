import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import type { Measurement } from './measurement.ts';
import { ENGINE_CLI, REPO_ROOT, SITE_DIST } from './paths.ts';
import { runLoad, type LoadTarget } from './serving/runLoad.ts';
import { percentile } from './stats.ts';

const CONNECTIONS = 100;
const DURATION_MS = 15_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Resident memory of a process, from /proc (Linux, as the bench machines are). */
function residentBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  return kilobytes ? Number(kilobytes) * 1024 : Number.NaN;
}

/** Starts `docs-engine preview` on the built site; resolves once it says it serves. */
function startPreview(port: number): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    // --out: the output folder alone, as a host serves it; without it, preview reads the site's
    // config, which imports the whole engine (Vite, MDX, Shiki) and would dwarf the server's memory.
    [ENGINE_CLI, 'preview', '--root', 'site', '--out', SITE_DIST, '--port', String(port)],
    { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`preview exited with code ${code}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Serving')) resolve(child);
    });
  });
}

/** The largest script the build compressed ahead: the heaviest file a reader can ask for. */
function largestPrecompressedScript(): string {
  const assets = path.join(SITE_DIST, 'assets');
  const scripts = readdirSync(assets).filter(
    (file) => file.endsWith('.js') && existsSync(path.join(assets, `${file}.br`)),
  );
  const largest = scripts.sort(
    (a, b) => statSync(path.join(assets, b)).size - statSync(path.join(assets, a)).size,
  )[0];
  if (!largest)
    throw new Error('site/dist has no precompressed scripts: run `npm run build` first');
  return `/assets/${largest}`;
}

export const serving: Measurement = {
  name: 'serving',
  description: `docs-engine preview under ${CONNECTIONS} keep-alive connections for ${DURATION_MS / 1000} s on loopback: pages, assets in each encoding, the 404 page`,
  async run(log) {
    if (!existsSync(path.join(SITE_DIST, 'index.html'))) {
      throw new Error('site/dist has no build: run `npm run build` first');
    }
    const script = largestPrecompressedScript();
    const targets: LoadTarget[] = [
      { path: '/', status: 200, headers: { 'Accept-Encoding': 'gzip, deflate, br' } },
      { path: '/demo/base', status: 200, headers: { 'Accept-Encoding': 'gzip, deflate, br' } },
      { path: '/changelog', status: 200 },
      { path: script, status: 200, headers: { 'Accept-Encoding': 'br' } },
      { path: script, status: 200, headers: { 'Accept-Encoding': 'gzip' } },
      { path: script, status: 200 },
      { path: '/no-such-page', status: 404, headers: { 'Accept-Encoding': 'br' } },
    ];
    const port = await freePort();
    const server = await startPreview(port);
    try {
      const pid = server.pid ?? 0;
      const before = residentBytes(pid);
      log(
        `${script} (${(statSync(path.join(SITE_DIST, script)).size / 1e3).toFixed(0)} kB) among ${targets.length} targets`,
      );
      const result = await runLoad({
        origin: `http://127.0.0.1:${port}`,
        targets,
        connections: CONNECTIONS,
        durationMs: DURATION_MS,
      });
      const after = residentBytes(pid);
      result.failures.forEach((failure) => log(`failed: ${failure}`));
      return {
        figures: [
          { label: 'requests per second', unit: 'count', value: result.requests / result.seconds },
          { label: 'latency p50', unit: 'ms', value: percentile(result.latenciesMs, 0.5) },
          { label: 'latency p99', unit: 'ms', value: percentile(result.latenciesMs, 0.99) },
          { label: 'server memory before (RSS)', unit: 'bytes', value: before },
          { label: 'server memory after (RSS)', unit: 'bytes', value: after },
          {
            label: 'failed requests',
            unit: 'count',
            value: result.errors,
            budget: { op: '<=', limit: 0 },
          },
        ],
        details: {
          connections: CONNECTIONS,
          durationMs: DURATION_MS,
          targets,
          requests: result.requests,
          errors: result.errors,
          failures: result.failures,
          seconds: result.seconds,
        },
      };
    } finally {
      server.kill();
    }
  },
};
