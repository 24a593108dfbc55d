import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import LZString from 'lz-string';
import { build, preview } from 'vite';

const workspaceModules = fileURLToPath(new URL('../node_modules', import.meta.url));
const DEMO_PAGE = '/demo/base';
const DEMO_ID = 'demo-base-demo-base';

/** Answers the provider's endpoint locally and hands back the body the site posted to it. */
async function capturePost(
  context: BrowserContext,
  url: string,
  click: () => Promise<void>,
): Promise<string> {
  let resolve: (body: string) => void = () => undefined;
  const posted = new Promise<string>((done) => (resolve = done));
  await context.route(url, async (route) => {
    resolve(route.request().postData() ?? '');
    await route.fulfill({ contentType: 'text/html', body: '<p>intercepted</p>' });
  });
  await click();
  return posted;
}

function decodeCodeSandbox(body: string): Record<string, string> {
  const parameters = new URLSearchParams(body).get('parameters') ?? '';
  const base64 = parameters.replace(/-/g, '+').replace(/_/g, '/');
  const json = LZString.decompressFromBase64(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  const { files } = JSON.parse(json) as { files: Record<string, { content: string }> };
  return Object.fromEntries(Object.entries(files).map(([name, file]) => [name, file.content]));
}

function decodeStackBlitz(body: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const name = /^project\[files\]\[(.+)\]$/.exec(key)?.[1];
    if (name) files[name.replace(/%5B/g, '[').replace(/%5D/g, ']')] = value;
  }
  return files;
}

/**
 * Writes the exported project to a temporary folder, bundles it with the workspace's Vite (its
 * node_modules stand in for `npm install`) and opens it: proof that the export runs as is.
 */
async function runExportedProject(
  page: Page,
  files: Record<string, string>,
): Promise<() => Promise<void>> {
  const dir = await mkdtemp(path.join(tmpdir(), 'sandbox-export-'));
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), content);
  }
  await symlink(workspaceModules, path.join(dir, 'node_modules'), 'dir');
  // The project's own vite.config.js applies, as it would in the sandbox.
  await build({
    root: dir,
    logLevel: 'error',
    build: { outDir: path.join(dir, 'dist') },
  });
  const server = await preview({
    root: dir,
    logLevel: 'error',
    build: { outDir: path.join(dir, 'dist') },
    preview: { port: 0, host: '127.0.0.1' },
  });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('The preview server has no address');
  await page.goto(url);
  return async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  };
}

async function expectDrawerDemoRuns(page: Page, files: Record<string, string>): Promise<void> {
  expect(files['src/index.tsx']).toContain("import { createRoot } from 'react-dom/client';");
  expect(files['vite.config.js']).toContain('allowedHosts: true');
  const manifest = JSON.parse(files['package.json'] ?? '{}') as {
    dependencies: Record<string, string>;
  };
  expect(manifest.dependencies.react).toMatch(/^\d+\.\d+\.\d+$/);
  expect(manifest.dependencies).not.toHaveProperty('@drawer/react');
  expect(Object.keys(files).some((name) => name.startsWith('vendor/@drawer/react/src/'))).toBe(
    true,
  );

  const close = await runExportedProject(page, files);
  try {
    const toggle = page.getByRole('button', { name: 'Toggle drawer' });
    await expect(toggle).toBeVisible();
    await toggle.click();
    await expect(page.getByRole('dialog', { name: 'Base drawer' })).toBeVisible();
  } finally {
    await close();
  }
}

test.describe('exporting a demo', () => {
  test.setTimeout(120_000);

  test('the CodeSandbox payload is a project that installs and runs as is', async ({
    page,
    context,
  }) => {
    await page.goto(`${DEMO_PAGE}`);
    const box = page.locator(`#${DEMO_ID}`);
    await box.getByRole('button', { name: 'Open in…' }).click();
    const body = await capturePost(context, 'https://codesandbox.io/**', () =>
      page.getByRole('menuitem', { name: 'Open in CodeSandbox' }).click(),
    );
    const files = decodeCodeSandbox(body);
    expect(JSON.parse(files['sandbox.config.json'] ?? '{}')).toEqual({ template: 'node' });
    delete files['sandbox.config.json'];
    await expectDrawerDemoRuns(page, files);
  });

  test('the StackBlitz payload is a project that installs and runs as is', async ({
    page,
    context,
  }) => {
    await page.goto(`${DEMO_PAGE}`);
    const box = page.locator(`#${DEMO_ID}`);
    await box.getByRole('button', { name: 'Open in…' }).click();
    const body = await capturePost(context, 'https://stackblitz.com/**', () =>
      page.getByRole('menuitem', { name: 'Open in StackBlitz' }).click(),
    );
    expect(new URLSearchParams(body).get('project[template]')).toBe('node');
    await expectDrawerDemoRuns(page, decodeStackBlitz(body));
  });
});
