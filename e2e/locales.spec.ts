import { expect, test, type Page } from '@playwright/test';
import { collectConsoleErrors } from './consoleErrors.ts';
import { gotoHydrated } from './gotoHydrated.ts';

const colourMenu = (page: Page) => page.locator('.de-color-switch-select');

test.describe('the site in two languages', () => {
  test('switching to 中文 on /demo/base lands on /zh-CN/demo/base in Chinese, and back', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    await gotoHydrated(page, '/demo/base');
    await page.getByRole('banner').getByRole('link', { name: '中文' }).click();
    await expect(page).toHaveURL(/\/zh-CN\/demo\/base$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
    await expect(page.getByRole('combobox', { name: '输入关键字搜索...' })).toBeVisible();
    await expect(colourMenu(page).locator('option')).toHaveText([
      '亮色模式',
      '暗色模式',
      '跟随系统',
    ]);
    await expect(page.getByRole('main')).toContainText('抽屉由 `open` 属性控制'.replace(/`/g, ''));
    await expect(page.getByRole('navigation', { name: '主导航' })).toContainText('示例');
    await expect(page).toHaveTitle('base - @drawer/react');
    await expect(page.locator('.de-footer')).toHaveText('MIT 许可 · React 抽屉组件');

    await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/demo\/base$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('combobox', { name: 'Type keywords...' })).toBeVisible();
    await expect(colourMenu(page).locator('option')).toHaveText([
      'Light Mode',
      'Dark Mode',
      'Follow System',
    ]);
    await expect(page.locator('.de-footer')).toHaveText('MIT Licensed · React Drawer Component');
    expect(errors).toEqual([]);
  });

  test('the switch keeps the heading the reader is at', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await gotoHydrated(page, '/changelog#drawerreact-100');
    const link = page.getByRole('banner').getByRole('link', { name: '中文' });
    await expect(link).toHaveAttribute('href', '/zh-CN/changelog#drawerreact-100');
    await link.click();
    await expect(page).toHaveURL(/\/zh-CN\/changelog#drawerreact-100$/);
    await expect(page.locator('[id="drawerreact-100"]')).toBeInViewport();
    expect(errors).toEqual([]);
  });

  test('the Chinese pages are prerendered in Chinese', async ({ request }) => {
    const html = await (await request.get('/zh-CN/demo/base')).text();
    expect(html).toContain('<html lang="zh">');
    expect(html).toContain('<noscript>请启用 JavaScript 以运行此应用。</noscript>');
    expect(html).toContain('placeholder="输入关键字搜索..."');
    expect(html).toContain('打开与关闭抽屉');
    expect(html).toContain('MIT 许可 · React 抽屉组件');
  });

  test('the locale switch is a link, so it works without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/demo/placement');
    await page.getByRole('banner').getByRole('link', { name: '中文' }).click();
    await expect(page).toHaveURL(/\/zh-CN\/demo\/placement$/);
    await expect(page.getByRole('main')).toContainText('切换方向');
    await context.close();
  });

  test('the phone menu holds the locale switch', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 720 });
    await gotoHydrated(page, '/zh-CN/changelog');
    await page.getByRole('button', { name: '菜单', exact: true }).click();
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/changelog$/);
    await expect(page.getByRole('heading', { name: 'ChangeLog', level: 1 })).toBeVisible();
  });

  test('search under /zh-CN/ finds a Chinese word of a demo description, in Chinese pages only', async ({
    page,
  }) => {
    await gotoHydrated(page, '/zh-CN/');
    await page.getByRole('combobox', { name: '输入关键字搜索...' }).fill('计数');
    const option = page.getByRole('listbox').getByRole('option').first();
    await expect(option).toContainText('计数');
    await expect(option).toHaveAttribute('href', /^\/zh-CN\/demo\/no-mask#/);
    await page.getByRole('combobox', { name: '输入关键字搜索...' }).fill('placement');
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
    for (const href of await page
      .getByRole('listbox')
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
      expect(href).toMatch(/^\/zh-CN/);
    }
  });

  test("search under /zh-CN/ finds a prop's row of the API table, and Enter opens it there", async ({
    page,
  }) => {
    await gotoHydrated(page, '/zh-CN/changelog');
    const box = page.getByRole('combobox', { name: '输入关键字搜索...' });
    await box.fill('rootClassName');
    const option = page.getByRole('listbox').getByRole('option').first();
    await expect(option).toHaveAttribute('href', '/zh-CN#api-rootClassName');
    await expect(option.locator('mark').first()).toHaveText('rootClassName');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/zh-CN#api-rootClassName$/);
    await expect(page.locator('#api-rootClassName')).toBeInViewport();
  });

  test('every page names its translations with hreflang and x-default', async ({ request }) => {
    const html = await (await request.get('/zh-CN/demo/base')).text();
    expect(html).toContain('<link rel="alternate" hreflang="en-US" href="/demo/base">');
    expect(html).toContain('<link rel="alternate" hreflang="zh-CN" href="/zh-CN/demo/base">');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="/demo/base">');
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('<loc>/zh-CN/demo/base</loc>');
    expect(sitemap).toContain('<loc>/demo/base</loc>');
  });

  test("a demo's own page is served in its page's language", async ({ request }) => {
    const chinese = await (await request.get('/~demos/zh-cn-demo-base-demo-base')).text();
    expect(chinese).toContain('<html lang="zh">');
    expect(chinese).toContain('<noscript>请启用 JavaScript 以运行此应用。</noscript>');
    expect(await (await request.get('/~demos/demo-base-demo-base')).text()).toContain(
      '<html lang="en">',
    );
  });

  test("a demo's own page is titled by the demo, or by its page when it has no title", async ({
    request,
  }) => {
    const titleOf = async (id: string) =>
      /<title>(.*?)<\/title>/.exec(await (await request.get(`/~demos/${id}`)).text())?.[1];
    expect(await titleOf('demo-base-demo-base')).toBe('Toggle a drawer - @drawer/react');
    expect(await titleOf('index-demo-home')).toBe('@drawer/react');
  });

  test('the standalone demo page takes ?locale=zh-CN', async ({ page }) => {
    await page.goto('/~demos/no-such-demo?locale=zh-CN');
    await expect(page.getByRole('heading', { name: '不存在该 id 的 demo。' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  });

  test('an unknown Chinese address shows the not-found page in Chinese', async ({ page }) => {
    await page.goto('/zh-CN/no-such-page');
    await expect(page.getByRole('heading', { name: '页面未找到' })).toBeVisible();
    await page.getByRole('link', { name: '返回首页' }).click();
    await expect(page).toHaveURL(/\/zh-CN$/);
    await expect(page.getByRole('heading', { name: '示例', exact: true })).toBeVisible();
  });
});
