import { expect, test } from '@playwright/test';

test.describe('every page as Markdown', () => {
  test('a demo page is served as Markdown with its demo source', async ({ request }) => {
    const response = await request.get('/demo/base.md');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/markdown');
    const markdown = await response.text();
    expect(markdown.startsWith('# base\n')).toBe(true);
    expect(markdown).toContain('**Toggle a drawer**');
    expect(markdown).toContain('```tsx title="base.tsx"');
    expect(markdown).toContain('```css title="demo.css"');
  });

  test('the home page is index.md, with the API as a table, in both languages', async ({
    request,
  }) => {
    const english = await (await request.get('/index.md')).text();
    expect(english).toContain('## Install');
    expect(english).toMatch(/\| Name +\| Description +\| Type +\| Default +\|/);
    const chinese = await (await request.get('/zh-CN/index.md')).text();
    expect(chinese).toContain('## 安装');
    expect(chinese).toMatch(/\| 属性名 +\| 描述 +\| 类型 +\| 默认值 +\|/);
    expect(chinese).toContain('[示例页面](/zh-CN/demo/base)');
  });

  test('llms.txt lists every page by navigation, one per locale', async ({ request }) => {
    const llms = await (await request.get('/llms.txt')).text();
    expect(llms.startsWith('# @drawer/react\n\n> React Drawer Component')).toBe(true);
    expect(llms).toContain('## Demo\n\n- [base](/demo/base.md)');
    expect(llms).toContain('- [ChangeLog](/changelog.md): History');
    const chinese = await (await request.get('/zh-CN/llms.txt')).text();
    expect(chinese).toContain('## 示例\n\n- [base](/zh-CN/demo/base.md)');
    const full = await (await request.get('/llms-full.txt')).text();
    expect(full).toContain('url: /demo/base.md');
    expect(full.indexOf('url: /index.md')).toBeLessThan(full.indexOf('url: /demo/base.md'));
  });

  test('"Copy page" puts the page Markdown, with the demo source, on the clipboard', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/demo/base');
    await expect(page.locator('.de-search-shortcut')).toBeAttached();
    await page.getByRole('button', { name: 'Copy page' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.startsWith('# base\n')).toBe(true);
    expect(copied).toContain("import Drawer from '@drawer/react';");
    await expect(page.getByRole('button', { name: 'Copy page' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open as Markdown' })).toHaveAttribute(
      'href',
      '/demo/base.md',
    );
  });
});
