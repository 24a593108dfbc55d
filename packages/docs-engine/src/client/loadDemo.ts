import type { LoadedDemo } from '../shared/types.ts';
import { siteLoaders } from './siteLoaders.ts';

type DemoLoaders = Record<string, () => Promise<{ default: LoadedDemo }>>;

let loadedIndex: DemoLoaders | undefined;

/**
 * The index of every demo, fetched on demand: only the standalone demo page asks for a demo by
 * id, so the index stays out of every other page's load.
 */
export async function loadDemoIndex(): Promise<DemoLoaders> {
  const { demoLoaders } = await siteLoaders().demoIndex();
  loadedIndex = demoLoaders;
  return demoLoaders;
}

/** Whether the site has a demo by this id; undefined until the index has arrived. */
export function isDemoId(id: string): boolean | undefined {
  return loadedIndex && Object.hasOwn(loadedIndex, id);
}

/** Any demo of the site by id, or undefined when the site has no such demo. */
export async function loadDemo(id: string): Promise<LoadedDemo | undefined> {
  const demoLoaders = await loadDemoIndex();
  const load = Object.hasOwn(demoLoaders, id) ? demoLoaders[id] : undefined;
  return (await load?.())?.default;
}
