import type { LoadedDemo } from '../shared/types.ts';
import { siteLoaders } from './siteLoaders.ts';

/**
 * Any demo of the site by id, or undefined when the site has no such demo. The index of every
 * demo loads only now: only the standalone demo page asks for a demo by id.
 */
export async function loadDemo(id: string): Promise<LoadedDemo | undefined> {
  const { demoLoaders } = await siteLoaders().demoIndex();
  const load = Object.hasOwn(demoLoaders, id) ? demoLoaders[id] : undefined;
  return (await load?.())?.default;
}
