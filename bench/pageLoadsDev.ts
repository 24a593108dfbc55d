import { spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';
import type { Figure } from './figure.ts';
import type { Measurement } from './measurement.ts';
import { ENGINE_CLI, REPO_ROOT } from './paths.ts';
import { generateSite } from './site/generateSite.ts';

const PAGES = 1_000;
const PAGE = '/guide/page-0';
const PAGE_FILE = 'docs/guide/page-0.md';
/** Away from the other benchmarks' and the browser tests' ports. */
const PORT = 5899;
const FIRST_PAGE_BUDGET_MS = 2_000;
const EDIT_BUDGET_MS = 300;
const GIVE_UP_MS = 120_000;

export const pageLoadsDev: Measurement = {
  name: 'pageLoadsDev',
  description: `docs-engine dev on a generated ${PAGES}-page site: time to the first page and to an edit shown`,
  async run(log) {
    const site = generateSite(PAGES);
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
    const page = await browser.newPage();
    const origin = `http://127.0.0.1:${PORT}`;
    const start = performance.now();
    const server = spawn(
      process.execPath,
      [ENGINE_CLI, 'dev', '--root', site.root, '--port', String(PORT)],
      { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      // The reader opens the page as soon as the server answers, as `dev` then a reload would.
      let answered = false;
      while (!answered && performance.now() - start < GIVE_UP_MS) {
        answered = await fetch(origin + PAGE).then(
          (response) => response.ok,
          () => false,
        );
      }
      const firstHtml = performance.now() - start;
      await page.goto(origin + PAGE);
      const heading = page.locator('h1').first();
      await heading.waitFor({ state: 'visible', timeout: GIVE_UP_MS });
      const firstPage = performance.now() - start;
      log(`first page after ${Math.round(firstPage)} ms: ${await heading.innerText()}`);

      // An edit to the open page's title, timed until the browser shows it.
      const file = path.join(site.root, PAGE_FILE);
      const source = readFileSync(file, 'utf8');
      const edited = source.replace(/^# .*$/m, '# Edited title');
      const before = performance.now();
      writeFileSync(file, edited);
      await page
        .getByRole('heading', { level: 1, name: 'Edited title' })
        .waitFor({ state: 'visible', timeout: GIVE_UP_MS });
      const edit = performance.now() - before;
      const figures: Figure[] = [
        { label: 'first HTML answered', unit: 'ms', value: firstHtml },
        {
          label: `first page (${PAGE}) shown`,
          unit: 'ms',
          value: firstPage,
          budget: { op: '<=', limit: FIRST_PAGE_BUDGET_MS },
        },
        {
          label: 'edit shown',
          unit: 'ms',
          value: edit,
          budget: { op: '<=', limit: EDIT_BUDGET_MS },
        },
      ];
      return { figures, details: { firstHtml, firstPage, edit, output } };
    } finally {
      server.kill();
      await browser.close();
      rmSync(site.root, { recursive: true, force: true });
    }
  },
};
