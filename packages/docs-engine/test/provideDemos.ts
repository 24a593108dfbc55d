import { provideSiteLoaders } from '../src/client/siteLoaders.ts';
import type { LoadedDemo } from '../src/shared/types.ts';

/**
 * Gives the runtime a site whose only content is these demos, by id, as an entry would hand it
 * the loaders of a built site: for tests of what loads a demo by id (the standalone demo page).
 */
export function provideDemos(demos: Record<string, LoadedDemo>): void {
  provideSiteLoaders({
    sections: {},
    locales: {},
    search: {},
    demoIndex: async () => ({
      demoLoaders: Object.fromEntries(
        Object.entries(demos).map(([id, demo]) => [id, async () => ({ default: demo })]),
      ),
    }),
  });
}
