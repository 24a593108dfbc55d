import { chromium, type Browser } from 'playwright-core';

/** The system Chromium: browsers are never downloaded on these machines. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Flags that keep Chromium from talking to anything but the page under test. Without a
 * `--disable-features`: a launcher that has its own list (Lighthouse's) keeps it.
 */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Chromium 156 makes the address bar's popup, a WebUI page of some 200 chrome:// modules, for
 * every new browser context, headless too, where nothing shows it: a third of the browser's CPU
 * in a run of the browser tests, which took 1.6 times as long with it.
 */
const UNSEEN_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * What Playwright turns off (playwright-core's chromiumSwitches), repeated in ours: Chromium reads
 * only the last `--disable-features` it is given, and the flags a test passes come after
 * Playwright's. chromium.test.ts fails when Playwright's list has one this one lacks.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/** The `--disable-features` that turns off what no test sees, with what the launcher turns off. */
export function disableFeaturesFlag(launcherDisables: readonly string[] = []): string {
  return `--disable-features=${[...launcherDisables, ...UNSEEN_FEATURES].join(',')}`;
}

/** The flags of a Chromium launched by Playwright (the browser tests and the benchmarks). */
export const PLAYWRIGHT_CHROMIUM_FLAGS = [
  ...CHROMIUM_FLAGS,
  disableFeaturesFlag(PLAYWRIGHT_DISABLED_FEATURES),
];

/** The system Chromium with the flags above, launched by Playwright. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: PLAYWRIGHT_CHROMIUM_FLAGS });
}
