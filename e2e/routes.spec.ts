import { expect, test } from '@playwright/test';
import { gotoHydrated } from './gotoHydrated.ts';
import { collectConsoleErrors } from './consoleErrors.ts';

/** Every page route of the drawer's site, with a text its page shows. */
const ROUTES: [path: string, heading: string | RegExp][] = [
  ['/', 'React Drawer Component'],
  ['/demo/base', 'base'],
  ['/demo/change', 'change'],
  ['/demo/change-remove', 'change-remove'],
  ['/demo/get-container', 'getContainer'],
  ['/demo/force-render', 'Force Render'],
  ['/demo/body-props', 'bodyProps'],
  ['/demo/placement', 'placement'],
  ['/demo/multiple', 'multiple'],
  ['/demo/no-mask', 'no-mask'],
  ['/changelog', 'ChangeLog'],
];

test.describe('every route', () => {
  for (const [path, heading] of ROUTES) {
    test(`${path} renders its content with no console error`, async ({ page }) => {
      const errors = collectConsoleErrors(page);
      await page.goto(path);
      await expect(page.getByRole('main')).toContainText(heading);
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
    });

    test(`${path} is prerendered: its text is in the HTML before any script runs`, async ({
      request,
    }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(typeof heading === 'string' ? heading : '');
      expect(html).toContain('<meta name="generator" content="docs-engine 4.4.11">');
      expect(html).toContain('<noscript>Enable JavaScript to run this app.</noscript>');
      expect(html).toMatch(/<div id="root">\s*<[a-z]/);
    });
  }
});

test('the home page shows the sections of the README', async ({ page }) => {
  await page.goto('/');
  for (const section of ['Example', 'Usage', 'Install', 'Browser Support', 'API', 'Development']) {
    await expect(page.getByRole('heading', { name: section, exact: true })).toBeVisible();
  }
});

test('the changelog lists the versions with API and Func under 1.0.0', async ({ page }) => {
  await page.goto('/changelog');
  for (const version of ['4.0.0', '3.2.0', '3.0.0', '2.1.0', '1.5.0', '1.1.0', '1.0.0']) {
    await expect(page.getByRole('heading', { name: version, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'API', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Func', exact: true })).toBeVisible();
  await expect(page).toHaveTitle(/ChangeLog/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', 'History');
});

test('the demo pages form the nav group "Demo" at /demo', async ({ page }) => {
  await page.goto('/demo/base');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const demo = nav.getByRole('link', { name: 'Demo', exact: true });
  await expect(demo).toHaveAttribute('aria-current', 'page');
  const sidebar = page.getByRole('navigation', { name: 'Pages' }).first();
  for (const title of [
    'base',
    'change',
    'change-remove',
    'getContainer',
    'Force Render',
    'bodyProps',
    'placement',
    'multiple',
    'no-mask',
  ]) {
    await expect(sidebar.getByRole('link', { name: title, exact: true })).toBeVisible();
  }
  await expect(sidebar.getByRole('link', { name: 'base', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('a trailing slash is removed at startup', async ({ page }) => {
  await page.goto('/demo/base/?x=1#top');
  await expect(page.getByRole('main')).toContainText('base');
  await expect(page).toHaveURL(/\/demo\/base\?x=1#top$/);
});

test('an unknown address shows the not-found page with status 404', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'PAGE NOT FOUND' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await page.getByRole('link', { name: 'Back to homepage' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('main')).toContainText('React Drawer Component');
});

test('client-side navigation loads the next page chunk without a full reload', async ({ page }) => {
  await gotoHydrated(page, '/demo/base');
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
  const chunk = page.waitForRequest((request) => /\/assets\/.*\.js$/.test(request.url()));
  await page
    .getByRole('navigation', { name: 'Pages' })
    .first()
    .getByRole('link', { name: 'placement', exact: true })
    .click();
  await chunk;
  await expect(page).toHaveURL(/\/demo\/placement$/);
  await expect(page.getByRole('main')).toContainText('placement');
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
  await expect(page).toHaveTitle(/placement/);
});

test('a page opened before the site was deployed again loads the next page in full', async ({
  page,
}) => {
  // The deploy replaces the changelog's list of page chunks, which keeps its name, by another
  // build's: its chunks are made for that build's scripts, not the ones this page runs.
  await page.route(/\/~data\/en-US\/pages\/changelog\.js$/, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(/entry-client-[\w-]+\.js/, 'entry-client-next.js');
    expect(body).toContain('entry-client-next.js');
    await route.fulfill({ response, body });
  });
  await gotoHydrated(page, '/demo/base');
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
  const fullLoad = page.waitForEvent('load');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'ChangeLog' })
    .click();
  await fullLoad;
  await expect(page).toHaveURL(/\/changelog$/);
  await expect(page.getByRole('heading', { name: '4.0.0', exact: true })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(
    undefined,
  );
});

test('a page chunk that is slow shows the loading skeleton', async ({ page }) => {
  await gotoHydrated(page, '/demo/base');
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/changelog-.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'ChangeLog' })
    .click();
  await expect(page.getByRole('status')).toContainText('Loading...');
  release();
  await expect(page.getByRole('heading', { name: '4.0.0', exact: true })).toBeVisible();
});

test('a page chunk that fails to load says so and offers a reload', async ({ page }) => {
  // Hydrated, so the link loads the page's chunk rather than the whole page.
  await gotoHydrated(page, '/demo/base');
  await page.route(/\/assets\/changelog-.*\.js$/, (route) => route.abort());
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'ChangeLog' })
    .click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('ChunkLoadError: Loading chunk changelog failed');
  await expect(page.getByRole('banner')).toBeVisible();
  await page.unroute(/\/assets\/changelog-.*\.js$/);
  await alert.getByRole('button', { name: 'Reload the page' }).click();
  await expect(page.getByRole('heading', { name: '4.0.0', exact: true })).toBeVisible();
});

test('a stylesheet chunk that fails to load says so', async ({ page }) => {
  await gotoHydrated(page, '/changelog');
  await page.route(/\/assets\/.*\.css$/, (route) => route.abort());
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Demo' }).click();
  await expect(page.getByRole('alert')).toContainText('Loading CSS chunk demo/base failed');
});

test('sitemap.xml and robots.txt are served', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(await sitemap.text()).toContain('/demo/get-container</loc>');
  expect(await (await request.get('/robots.txt')).text()).toContain('User-agent: *');
});

test('the server refuses to leave the build folder and compresses text', async ({ request }) => {
  expect((await request.get('/..%2f..%2fpackage.json')).status()).toBe(404);
  const home = await request.get('/', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(home.headers()['content-encoding']).toBe('gzip');
  expect(home.headers()['content-type']).toBe('text/html; charset=utf-8');
});

test('no page scrolls sideways on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  for (const [path] of ROUTES) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth, path).toBe(clientWidth);
  }
});

test('a malformed hash in the address is ignored: the page stays and keeps working', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  await gotoHydrated(page, '/demo/base');
  await page.evaluate(() => {
    window.location.hash = '#%E0%A4%A';
  });
  await expect(page).toHaveURL(/#%E0%A4%A$/);
  await expect(page.getByRole('heading', { name: 'base', level: 1 })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Pages' })
    .getByRole('link', { name: 'placement' })
    .click();
  await expect(page.getByRole('heading', { name: 'placement', level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});
