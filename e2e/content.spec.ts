import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { collectConsoleErrors } from './consoleErrors.ts';

/** Every public prop of the drawer (drawer-api.md), each of which the API table must list. */
const DRAWER_PROPS = [
  'open',
  'onClose',
  'placement',
  'size',
  'defaultSize',
  'maxSize',
  'width',
  'height',
  'resizable',
  'mask',
  'maskClosable',
  'maskClassName',
  'maskStyle',
  'motion',
  'maskMotion',
  'afterOpenChange',
  'getContainer',
  'forceRender',
  'destroyOnHidden',
  'destroyOnClose',
  'autoFocus',
  'focusTrap',
  'focusTriggerAfterClose',
  'keyboard',
  'push',
  'swipeToClose',
  'zIndex',
  'rootClassName',
  'rootStyle',
  'className',
  'style',
  'id',
  'classNames',
  'styles',
  'drawerRender',
  'panelRef',
  'prefixCls',
  'title',
  'onMouseEnter',
  'onMouseOver',
  'onMouseLeave',
  'onClick',
  'onKeyDown',
  'onKeyUp',
  'onFocus',
];

/** Each page of the site with its main heading and the ids of its demo boxes. */
const PAGES: { path: string; heading: string; demos: string[] }[] = [
  { path: '/', heading: '@drawer/react', demos: ['index-demo-home'] },
  { path: '/changelog', heading: 'ChangeLog', demos: [] },
  { path: '/demo/base', heading: 'base', demos: ['demo-base-demo-base'] },
  { path: '/demo/change', heading: 'change', demos: ['demo-change-demo-change'] },
  {
    path: '/demo/change-remove',
    heading: 'change-remove',
    demos: ['demo-change-remove-demo-change-remove'],
  },
  {
    path: '/demo/get-container',
    heading: 'getContainer',
    demos: ['demo-get-container-demo-getcontainer', 'demo-get-container-demo-getcontainer-false'],
  },
  {
    path: '/demo/force-render',
    heading: 'Force Render',
    demos: ['demo-force-render-demo-forcerender'],
  },
  { path: '/demo/body-props', heading: 'bodyProps', demos: ['demo-body-props-demo-bodyprops'] },
  { path: '/demo/placement', heading: 'placement', demos: ['demo-placement-demo-placement'] },
  { path: '/demo/multiple', heading: 'multiple', demos: ['demo-multiple-demo-multiple'] },
  { path: '/demo/no-mask', heading: 'no-mask', demos: ['demo-no-mask-demo-no-mask'] },
  { path: '/demo/resizable', heading: 'Resizable', demos: ['demo-resizable-demo-resizable'] },
  {
    path: '/demo/swipe-to-close',
    heading: 'Swipe to Close',
    demos: ['demo-swipe-to-close-demo-swipe-to-close'],
  },
  {
    path: '/demo/accessibility',
    heading: 'Accessibility',
    demos: ['demo-accessibility-demo-accessibility'],
  },
  { path: '/demo/motion', heading: 'Motion', demos: ['demo-motion-demo-motion'] },
];

/** The sidebar titles of the demo pages, in the order the site lists them. */
const DEMO_TITLES = [
  'base',
  'change',
  'change-remove',
  'getContainer',
  'Force Render',
  'bodyProps',
  'placement',
  'multiple',
  'no-mask',
  'Resizable',
  'Swipe to Close',
  'Accessibility',
  'Motion',
];

const article = (page: Page) => page.getByRole('main');
const apiTable = (page: Page, id: string) => page.getByRole('region', { name: `${id} API` });

test.describe('every page', () => {
  for (const { path: route, heading, demos } of PAGES) {
    test(`${route} shows its heading and demos, with no console error`, async ({ page }) => {
      const errors = collectConsoleErrors(page);
      await page.goto(route);
      await expect(
        page.getByRole('heading', { level: 1, name: heading, exact: true }).first(),
      ).toBeVisible();
      for (const id of demos) {
        await expect(page.locator(`#${id}`)).toBeVisible();
        await expect(page.locator(`#${id}`).getByRole('button').first()).toBeVisible();
      }
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
    });
  }
});

test.describe('home page', () => {
  test('the hero names the package and links to the demos and the install section', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: '@drawer/react' }).first(),
    ).toBeVisible();
    await expect(page.getByText('React Drawer Component', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Demos', exact: true })).toHaveAttribute(
      'href',
      '/demo/base',
    );
    const install = page.getByRole('link', { name: 'Install', exact: true }).first();
    await expect(install).toHaveAttribute('href', /#install$/);
    await install.click();
    await expect(page).toHaveURL(/#install$/);
    await expect(page.getByRole('heading', { name: 'Install', exact: true })).toBeInViewport();
  });

  test('the README sections are all there, in order', async ({ page }) => {
    await page.goto('/');
    const sections = ['Example', 'Usage', 'Install', 'Browser Support', 'API', 'Development'];
    const tops: number[] = [];
    for (const name of sections) {
      const heading = article(page).getByRole('heading', { level: 2, name, exact: true });
      await expect(heading).toBeVisible();
      tops.push((await heading.boundingBox())?.y ?? Number.NaN);
    }
    expect(tops).toEqual([...tops].sort((a, b) => a - b));
  });

  test('usage and install show the package name and its stylesheet', async ({ page }) => {
    await page.goto('/');
    const code = (await article(page).locator('pre').allTextContents()).join('\n');
    expect(code).toContain("import Drawer from '@drawer/react';");
    expect(code).toContain("import '@drawer/react/assets/index.css';");
    expect(code).toContain('npm install @drawer/react');
  });

  test('the API table lists every public prop with its type and default', async ({ page }) => {
    await page.goto('/');
    const table = apiTable(page, 'Drawer');
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveText([
      'Name',
      'Description',
      'Type',
      'Default',
    ]);

    const rows = await table.locator('tbody tr').evaluateAll((trs) =>
      trs.map((tr) => {
        const cells = [...tr.children].map((cell) => cell.textContent ?? '');
        return {
          name: tr.querySelector('th code')?.textContent ?? '',
          type: cells[2] ?? '',
          default: cells[3] ?? '',
        };
      }),
    );
    const byName = new Map(rows.map((row) => [row.name, row]));
    for (const prop of DRAWER_PROPS) {
      expect(byName.has(prop), `${prop} is listed`).toBe(true);
      expect(byName.get(prop)?.type.trim(), `${prop} has a type`).not.toBe('');
    }
    expect(byName.get('open')).toMatchObject({ type: 'boolean', default: 'false' });
    expect(byName.get('placement')?.type).toBe(
      "'left' | 'right' | 'top' | 'bottom' | 'start' | 'end'",
    );
    expect(byName.get('placement')?.default).toBe("'right'");
    expect(byName.get('mask')?.default).toBe('true');
    expect(byName.get('keyboard')?.default).toBe('true');
    expect(byName.get('prefixCls')?.default).toBe("'rc-drawer'");
    expect(byName.get('afterOpenChange')?.type).toBe('(open: boolean) => void');
  });

  test('older prop names are struck through with a Deprecated badge, and the row says what to use', async ({
    page,
  }) => {
    await page.goto('/');
    const row = apiTable(page, 'Drawer').getByRole('rowheader', { name: /^destroyOnClose/ });
    await expect(row.locator('s')).toHaveText('destroyOnClose');
    await expect(row.locator('s')).toHaveCSS('text-decoration-line', 'line-through');
    await expect(row.getByText('Deprecated', { exact: true })).toBeVisible();
    // In the row itself, not in a tooltip that touch and keyboard cannot reach.
    await expect(page.locator('#api-destroyOnClose .de-api-description')).toHaveText(
      'Deprecated: Use destroyOnHidden instead.',
    );
  });

  test('on a phone the API table stacks each prop instead of scrolling sideways', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/#api');
    const table = apiTable(page, 'Drawer');
    const overflow = await table.evaluate((node) => node.scrollWidth > node.clientWidth);
    expect(overflow).toBe(false);
    // The box itself stays within the screen.
    const box = await table.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(375);
  });
});

test.describe('changelog', () => {
  test('has the title ChangeLog and a section for each release', async ({ page }) => {
    await page.goto('/changelog');
    await expect(page).toHaveTitle(/ChangeLog/);
    for (const version of [
      '@drawer/react 1.0.0',
      '4.0.0',
      '3.2.0',
      '3.0.0',
      '2.1.0',
      '1.5.0',
      '1.1.0',
      '1.0.0',
    ]) {
      await expect(
        article(page).getByRole('heading', { level: 2, name: version, exact: true }),
      ).toBeVisible();
    }
    for (const part of ['API', 'Func']) {
      await expect(
        article(page).getByRole('heading', { level: 3, name: part, exact: true }),
      ).toBeVisible();
    }
    // The two 1.0.0 sections keep distinct anchors.
    const ids = await article(page)
      .locator('h2[id]')
      .evaluateAll((nodes) => nodes.map((node) => node.id));
    expect(new Set(ids).size).toBe(ids.length);
  });
});

test.describe('demo navigation', () => {
  test('the Demo group lists every demo page in order', async ({ page }) => {
    await page.goto('/demo/base');
    await expect(page.getByRole('link', { name: 'Demo', exact: true }).first()).toBeVisible();
    const sidebarLinks = page.locator('a[href^="/demo/"]');
    const titles = (await sidebarLinks.allTextContents()).map((text) => text.trim());
    const listed = titles.filter((title) => DEMO_TITLES.includes(title));
    expect([...new Set(listed)]).toEqual(DEMO_TITLES);
  });
});

const run = promisify(execFile);
const CLI = 'packages/docs-engine/bin/docs-engine.js';
const FIXTURE = 'e2e/fixtures/api-site';

async function waitForServer(url: string): Promise<void> {
  // The dev server answers page requests only when they ask for HTML; 0 while nothing listens.
  const status = () =>
    fetch(url, { headers: { accept: 'text/html' } }).then(
      (response) => response.status,
      () => 0,
    );
  await expect.poll(status, { message: `${url} answers`, timeout: 90_000 }).toBe(200);
}

/** A port nothing listens on: other test files start servers of their own. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

function startServer(args: string[], env: NodeJS.ProcessEnv = {}): ChildProcess {
  return spawn(process.execPath, [CLI, ...args], {
    env: { ...process.env, ...env },
    stdio: 'ignore',
  });
}

test.describe('API table states, on a fixture site', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });

  let outDir: string;
  const servers: ChildProcess[] = [];

  test.beforeAll(async () => {
    outDir = await mkdtemp(path.join(os.tmpdir(), 'api-site-'));
  });

  test.afterAll(async () => {
    for (const server of servers) server.kill();
    await rm(outDir, { recursive: true, force: true });
  });

  async function buildAndServe(name: string, env: NodeJS.ProcessEnv = {}): Promise<string> {
    const port = await freePort();
    const out = path.join(outDir, name);
    await run(process.execPath, [CLI, 'build', '--root', FIXTURE, '--out', out], {
      env: { ...process.env, ...env },
    });
    servers.push(
      startServer(['preview', '--root', FIXTURE, '--out', out, '--port', String(port)], env),
    );
    const url = `http://127.0.0.1:${port}/`;
    await waitForServer(url);
    return url;
  }

  test('with the parser on: the props with badges, and a clear message for an unknown id', async ({
    page,
  }) => {
    const url = await buildAndServe('on');
    await page.goto(url);
    const button = apiTable(page, 'Button');
    await expect(button.getByRole('rowheader')).toHaveCount(6);
    await expect(button.getByRole('row', { name: /^label/ })).toContainText('(required)');
    await expect(button.getByRole('row', { name: /^variant/ })).toContainText(
      "'solid' | 'outline'",
    );
    await expect(button.getByRole('rowheader', { name: /^loading/ })).toContainText('Alpha');
    await expect(button.getByRole('rowheader', { name: /^size/ })).toContainText('Beta');
    await expect(button.getByRole('rowheader', { name: /^ripple/ })).toContainText('Experimental');
    const deprecated = button.getByRole('row', { name: /^text/ });
    await expect(deprecated.getByRole('rowheader')).toContainText('Deprecated');
    await expect(deprecated).toContainText('Deprecated: Use label instead.');
    await expect(deprecated.locator('.de-api-description code')).toHaveText('label');
    await expect(apiTable(page, 'Missing')).toContainText(
      'Properties definition not found for Missing component',
    );
  });

  test('with the parser off: the table says it must be enabled', async ({ page }) => {
    const url = await buildAndServe('off', { API_PARSER: 'off' });
    await page.goto(url);
    await expect(apiTable(page, 'Button')).toContainText(
      'apiParser must be enabled to use auto-generated API',
    );
  });

  // The third state, 'resolving', lasts in dev only until the types are read, which a warm cache
  // makes shorter than a page load: the builtin's unit test (API.test.tsx) checks its text.
});
