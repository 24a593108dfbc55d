import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page, Request } from 'playwright-core';
import { launchChromium } from './chromium.ts';
import type { Figure } from './figure.ts';
import type { Measurement } from './measurement.ts';
import { ENGINE_CLI, ENGINE_SHARED_DEPS, REPO_ROOT } from './paths.ts';
import { median } from './stats.ts';
import { generateSite } from './site/generateSite.ts';

const PAGES = 1_000;
const PAGE = '/guide/page-0';
const PAGE_FILE = 'docs/guide/page-0.md';
/** Away from the other benchmarks' and the browser tests' ports. */
const PORT = 5899;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const FIRST_PAGE_BUDGET_MS = 2_000;
const EDIT_BUDGET_MS = 300;
const EDITS = 5;
const GIVE_UP_MS = 120_000;
/** Between asks for the first page while the server cannot answer it yet. */
const ANSWER_RETRY_MS = 20;

/**
 * The CPU time (user and system) the process has used so far, in ms: Linux's /proc, which counts
 * in ticks of 10 ms; NaN where there is none. Unlike wall time, it hardly depends on what else
 * the machine is busy with.
 */
function cpuMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime: fields 14 and 15 of the line, 12 and 13 after the command's name.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

/** Milliseconds from the start of `docs-engine dev` to each step of the first page's load. */
interface Timeline {
  /** The server printed its address. */
  listening: number;
  /** The page's address first answered 200. */
  firstHtml: number;
  /**
   * Vite's optimizer wrote its bundles (React, the engine's runtime) into the site's cache
   * folder; NaN when it had nothing to do (what an earlier start or another site made was used).
   */
  optimized: number;
  /** The browser's first and last module request (script or style) of the first page. */
  firstModule: number;
  lastModule: number;
  /** How many modules the browser fetched until the page showed. */
  modules: number;
  /** The page's heading is on screen: the runtime has run and rendered the page. */
  shown: number;
  /** The server's CPU time at each step. */
  serverCpu: {
    listening: number;
    firstHtml: number;
    optimized: number;
    lastModule: number;
    shown: number;
  };
}

interface Started {
  server: ChildProcess;
  /** Everything the server printed. */
  output: () => string;
  timeline: Timeline;
}

/** A request for a module the runtime or the page imports, not the page's HTML or an image. */
function isModule(request: Request): boolean {
  return (
    ['script', 'stylesheet'].includes(request.resourceType()) ||
    /\.[cm]?[jt]sx?(\?|$)/.test(request.url())
  );
}

/**
 * Starts `docs-engine dev` on the site and opens the page as soon as the server answers, as a
 * reader running `dev` then reloading would: both times from the start of the process.
 */
async function startAndOpen(root: string, page: Page): Promise<Started> {
  const start = performance.now();
  const startedAt = Date.now();
  const server = spawn(process.execPath, [ENGINE_CLI, 'dev', '--root', root, '--port', `${PORT}`], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let listening = Number.NaN;
  let listeningCpu = Number.NaN;
  const printedAddress = new Promise<void>((resolve, reject) => {
    server.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (Number.isNaN(listening) && output.includes('Dev server at')) {
        listening = performance.now() - start;
        listeningCpu = cpuMs(server.pid);
        resolve();
      }
    });
    server.once('exit', () => reject(new Error(`docs-engine dev exited:\n${output}`)));
  });
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // The optimizer's metadata is written last, once its bundles are in place.
  const metadata = path.join(root, '.docs-engine', 'vite', 'deps', '_metadata.json');
  let optimized = Number.NaN;
  let optimizedCpu = Number.NaN;
  const watchOptimizer = setInterval(() => {
    const written = statSync(metadata, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (written < startedAt) return;
    optimized = performance.now() - start;
    optimizedCpu = cpuMs(server.pid);
    clearInterval(watchOptimizer);
  }, 10);
  const moduleTimes: number[] = [];
  let lastModuleCpu = Number.NaN;
  page.on('requestfinished', (request) => {
    if (!isModule(request)) return;
    moduleTimes.push(performance.now() - start);
    lastModuleCpu = cpuMs(server.pid);
  });
  // Asked for only once the server has printed its address: before, every refused connection
  // was tried again at once, a loop that took a core from the server it was waiting for.
  await printedAddress;
  let answered = false;
  while (!answered && performance.now() - start < GIVE_UP_MS) {
    answered = await fetch(ORIGIN + PAGE).then(
      (response) => response.ok,
      () => false,
    );
    if (!answered) await new Promise((resolve) => setTimeout(resolve, ANSWER_RETRY_MS));
  }
  const firstHtml = performance.now() - start;
  const firstHtmlCpu = cpuMs(server.pid);
  await page.goto(ORIGIN + PAGE);
  await page.locator('h1').first().waitFor({ state: 'visible', timeout: GIVE_UP_MS });
  const shown = performance.now() - start;
  const shownCpu = cpuMs(server.pid);
  clearInterval(watchOptimizer);
  const timeline: Timeline = {
    listening,
    firstHtml,
    optimized,
    firstModule: Math.min(...moduleTimes),
    lastModule: Math.max(...moduleTimes),
    modules: moduleTimes.length,
    shown,
    serverCpu: {
      listening: listeningCpu,
      firstHtml: firstHtmlCpu,
      optimized: optimizedCpu,
      lastModule: lastModuleCpu,
      shown: shownCpu,
    },
  };
  page.removeAllListeners('requestfinished');
  return { server, output: () => output, timeline };
}

function describe(timeline: Timeline): string {
  const at = (ms: number) => `${Math.round(ms)}`;
  const cpu = timeline.serverCpu;
  const optimized = Number.isNaN(timeline.optimized)
    ? 'optimizer had nothing to do'
    : `optimizer done ${at(timeline.optimized)} (CPU ${at(cpu.optimized)})`;
  return `listening ${at(timeline.listening)}, first HTML ${at(timeline.firstHtml)}, ${optimized}, modules ${at(timeline.firstModule)}–${at(timeline.lastModule)} (${timeline.modules}), shown ${at(timeline.shown)} ms; server CPU ${at(cpu.listening)}, ${at(cpu.firstHtml)}, ${at(cpu.lastModule)}, ${at(cpu.shown)} ms`;
}

async function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill();
  await exited;
}

/** Writes the page's file and times until the open browser shows what `shown` waits for. */
async function timeEdit(file: string, text: string, shown: () => Promise<void>): Promise<number> {
  const before = performance.now();
  writeFileSync(file, text);
  await shown();
  return performance.now() - before;
}

/**
 * Starts a new site with no bundles shared by earlier sites (as if `npm ci` had not made them):
 * the engine's store is set aside meanwhile, and what this start adds to it is not kept.
 */
async function startWithoutSharedBundles(root: string, page: Page): Promise<Started> {
  const aside = `${ENGINE_SHARED_DEPS}.aside-${process.pid}`;
  const hadStore = existsSync(ENGINE_SHARED_DEPS);
  if (hadStore) renameSync(ENGINE_SHARED_DEPS, aside);
  try {
    const started = await startAndOpen(root, page);
    await stop(started.server);
    return started;
  } finally {
    rmSync(ENGINE_SHARED_DEPS, { recursive: true, force: true });
    if (hadStore) renameSync(aside, ENGINE_SHARED_DEPS);
  }
}

function timelineFigures(start: string, timeline: Timeline, budgeted = true): Figure[] {
  return [
    { label: `${start}: server listening`, unit: 'ms', value: timeline.listening },
    { label: `${start}: first HTML answered`, unit: 'ms', value: timeline.firstHtml },
    {
      label: `${start}: modules fetched for the first page`,
      unit: 'count',
      value: timeline.modules,
    },
    { label: `${start}: last module fetched`, unit: 'ms', value: timeline.lastModule },
    {
      label: `${start}: server CPU until listening`,
      unit: 'ms',
      value: timeline.serverCpu.listening,
    },
    {
      label: `${start}: server CPU until the first page shown`,
      unit: 'ms',
      value: timeline.serverCpu.shown,
    },
    {
      label: `${start}: first page (${PAGE}) shown`,
      unit: 'ms',
      value: timeline.shown,
      ...(budgeted && { budget: { op: '<=', limit: FIRST_PAGE_BUDGET_MS } }),
    },
  ];
}

export const pageLoadsDev: Measurement = {
  name: 'pageLoadsDev',
  description: `docs-engine dev on a generated ${PAGES}-page site: time to the first page (new site, then a restart) and to an edit shown`,
  async run(log) {
    // What `npm ci` leaves (its `prepare`): React and the runtime bundled for any new site.
    execFileSync(process.execPath, [ENGINE_CLI, 'prepare'], { cwd: REPO_ROOT, stdio: 'ignore' });
    const unshared = generateSite(PAGES);
    const site = generateSite(PAGES);
    const file = path.join(site.root, PAGE_FILE);
    const source = readFileSync(file, 'utf8');
    const browser: Browser = await launchChromium();
    let server: ChildProcess | undefined;
    try {
      // Had `npm ci` not bundled them (its `prepare` failed): Vite bundles React and the runtime.
      const alonePage = await browser.newPage();
      const alone = await startWithoutSharedBundles(unshared.root, alonePage);
      // Left open, its Vite client would find the next server on the same port, reload, and
      // render each edit below a second time, in the same browser.
      await alonePage.close();
      log(`new site, no shared bundles: ${describe(alone.timeline)}`);

      // A site the dev server has never seen, no page compiled: React and the runtime come
      // bundled from the engine's store, as `npm ci` or an earlier new site left them.
      const page = await browser.newPage();
      const first = await startAndOpen(site.root, page);
      server = first.server;
      log(`new site: ${describe(first.timeline)}`);

      // Edits to the open page's text (its first heading), each timed until the browser shows it.
      const edits: number[] = [];
      for (let index = 1; index <= EDITS; index += 1) {
        const heading = `Edited heading ${index}`;
        const shown = () =>
          page
            .getByRole('heading', { level: 1, name: heading })
            .waitFor({ state: 'visible', timeout: GIVE_UP_MS });
        edits.push(await timeEdit(file, source.replace(/^# .*$/m, `# ${heading}`), shown));
      }
      log(`edits shown after ${edits.map(Math.round).join(', ')} ms`);

      // A new title changes the navigation: the site is indexed again and the page reloads.
      const retitle = await timeEdit(
        file,
        source.replace(/^title: .*$/m, 'title: Retitled page'),
        () =>
          page
            .getByRole('link', { name: 'Retitled page' })
            .first()
            .waitFor({ state: 'visible', timeout: GIVE_UP_MS }),
      );
      writeFileSync(file, source);
      // Left open, the page's Vite client would reload it once the new server answers: two
      // pages loading at once, where the restart is one reader's one page.
      await page.close();
      await stop(first.server);

      // The everyday start: the same site again, with what the first start cached.
      const restart = await startAndOpen(site.root, await browser.newPage());
      server = restart.server;
      log(`restart: ${describe(restart.timeline)}`);

      const figures: Figure[] = [
        ...timelineFigures('new site', first.timeline),
        ...timelineFigures('new site, no shared bundles', alone.timeline, false),
        ...timelineFigures('restart', restart.timeline),
        {
          label: `edit to the page's text shown (median of ${EDITS})`,
          unit: 'ms',
          value: median(edits),
          min: Math.min(...edits),
          max: Math.max(...edits),
          budget: { op: '<=', limit: EDIT_BUDGET_MS },
        },
        { label: 'new title shown in the navigation', unit: 'ms', value: retitle },
      ];
      return {
        figures,
        details: {
          first: first.timeline,
          unshared: alone.timeline,
          restart: restart.timeline,
          edits,
          retitle,
          output: alone.output() + first.output() + restart.output(),
        },
      };
    } finally {
      if (server) await stop(server);
      await browser.close();
      rmSync(site.root, { recursive: true, force: true });
      rmSync(unshared.root, { recursive: true, force: true });
    }
  },
};
