import { chromium } from 'playwright-core';
import { expect, it } from 'vitest';
import { CHROMIUM_PATH, launchChromium, PLAYWRIGHT_CHROMIUM_FLAGS } from './chromium.ts';

const PAGE = 'data:text/html,<p>Under test</p>';

it("a browser launched for the tests runs the test's page and no address-bar popup", async () => {
  const browser = await launchChromium();
  try {
    const page = await (await browser.newContext()).newPage();
    await page.goto(PAGE);
    const session = await browser.newBrowserCDPSession();
    const { targetInfos } = await session.send('Target.getTargets');
    expect(targetInfos.map((target) => target.url)).toEqual([PAGE]);
  } finally {
    await browser.close();
  }
});

it('keeps off every feature Playwright turns off, in the one --disable-features Chromium reads', async () => {
  const server = await chromium.launchServer({
    executablePath: CHROMIUM_PATH,
    args: PLAYWRIGHT_CHROMIUM_FLAGS,
  });
  try {
    const lists = server
      .process()
      .spawnargs.filter((arg) => arg.startsWith('--disable-features='))
      .map((arg) => arg.slice('--disable-features='.length).split(','));
    // Playwright's own, then ours: the last one given is the one in effect.
    expect(lists).toHaveLength(2);
    const inEffect = lists.at(-1);
    for (const list of lists) expect(inEffect).toEqual(expect.arrayContaining(list));
  } finally {
    await server.close();
  }
});
