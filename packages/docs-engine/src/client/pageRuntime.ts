import type { ComponentType } from 'react';
import { builtinLoaders } from 'virtual:docs-engine/builtin-loaders';

// What the pages made outside the bundle import (see clientPageModule), from the app's chunk,
// which every first load has fetched already (not the entry, which waits on the app, which
// waits on the page): React's JSX functions, the same instance as the app's, and the loaders of
// the builtins they show and of their demos' stylesheets.
export { Fragment, jsx, jsxs } from 'react/jsx-runtime';
export { loadStyles } from './loadStyles.ts';

/** A builtin's component, its chunk and stylesheets loaded as any chunk of the app's. */
export async function loadBuiltin(name: string): Promise<ComponentType> {
  const loader = builtinLoaders[name];
  if (!loader) throw new Error(`No builtin ${name}`);
  return (await loader()).default;
}
