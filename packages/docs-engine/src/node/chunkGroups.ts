import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The engine's `src/` folder, which the paths below are relative to. */
export const ENGINE_SRC = fileURLToPath(new URL('../', import.meta.url));

/** The shared chunk every page loads first: React and the engine's shared modules. */
export const ENGINE_CHUNK = 'engine';

/** The shared chunk of the slots only some pages show when first painted (see below). */
export const STATE_SLOTS_CHUNK = 'stateSlots';

/**
 * The engine's modules that go to a shared chunk, by their path under `src/`; a path ending in
 * `/*` stands for every module directly inside that folder. chunkGroups.test.ts checks that each
 * one exists, so a renamed file fails the tests instead of silently leaving its chunk.
 */
export const SHARED_CHUNK_FILES = {
  /**
   * What every page loads, React with it (see sharedChunkName): the app's startup is this chunk
   * and the app's own (mountApp), where it was four files (React, the engine, the app and the
   * layout's sidebar), each a request the main thread issues once the page is painted and Chrome's
   * six connections to a host queue. The app's module stays in a chunk of its own: the styles of
   * the state slots (below) would otherwise be merged into this chunk's stylesheet.
   */
  [ENGINE_CHUNK]: [
    // The header's parts that the phone menu (loaded on demand) shows too: left alone, they would
    // be a chunk of their own.
    'theme/components/usePageSidebar.ts',
    'theme/slots/Sidebar/*',
    'theme/slots/Navbar/*',
    'theme/slots/ColorSwitch/*',
    'theme/slots/LocaleSwitch/*',
    'client/router.tsx',
    'client/useText.ts',
    'client/useLocale.ts',
    'client/locale.ts',
    'client/locales/en-US.ts',
    'shared/localePaths.ts',
    'client/runtimePlugins.ts',
    'client/demos.tsx',
    'theme/icons.tsx',
    'theme/slots/Loading/index.tsx',
    // The layout's parts and the builtins (demo, code block, API table) each hydrate on their own.
    'theme/components/HydrationBoundary.tsx',
    'theme/slots/SearchBar/useResultKeys.ts',
    'theme/slots/SearchResult/searchIcons.tsx',
    'theme/slots/SearchResult/optionId.ts',
    'theme/slots/SearchResult/SearchStatus.tsx',
    // The page's "Copy page" button: without them here, every page would load the previewer.
    'theme/builtins/SourceCode/codeIcons.tsx',
    'theme/builtins/SourceCode/copyText.ts',
    'theme/builtins/SourceCode/useCopiedFlag.ts',
  ],
  /**
   * The styles of the slots a page shows only in some states: the home page's hero, the not-found
   * page, the loading skeleton and a route's error. Every page loads them, but only a page that
   * shows one when it is first painted carries them in its HTML: the others fetch them as a file,
   * which the bundler's loader has in place before the app runs. Their modules stay where they
   * are: as a group they would pull in what they import, the header's search box among it.
   */
  [STATE_SLOTS_CHUNK]: [
    'theme/slots/Hero/Hero.css',
    'theme/slots/NotFound/NotFound.css',
    'theme/slots/Loading/Loading.css',
    'theme/slots/RouteError/RouteError.css',
  ],
  /** What every page with a demo or a code block loads. */
  previewer: [
    'theme/builtins/Previewer/index.tsx',
    'theme/builtins/Previewer/PreviewerActions.tsx',
    'theme/builtins/Previewer/ExportMenu.tsx',
    'theme/builtins/Previewer/DemoErrorBoundary.tsx',
    'theme/builtins/Previewer/DemoError.tsx',
    'theme/builtins/SourceCode/index.tsx',
    'theme/builtins/SourceCode/CopyButton.tsx',
    'theme/builtins/SourceCode/stripShellPrompts.ts',
  ],
} as const;

const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const MODULE = /\.tsx?$/;

const chunkByPath = new Map<string, string>();
for (const [chunk, files] of Object.entries(SHARED_CHUNK_FILES))
  for (const file of files) chunkByPath.set(file, chunk);

/** The module's path under the engine's `src/`, with forward slashes; undefined outside it. */
function enginePath(id: string): string | undefined {
  const relative = path.relative(ENGINE_SRC, id).split(path.sep).join('/');
  return relative.startsWith('../') || path.isAbsolute(relative) ? undefined : relative;
}

/**
 * The chunk of a module that every page, or every page with a demo or code, loads; null leaves the
 * module to Rolldown. Rolldown keeps modules that the entry shares with lazily loaded page chunks
 * out of the entry, so left alone they scatter into a dozen small chunks, each a request of its
 * own that compresses worse than one file would. Only modules loaded up front belong here: a
 * lazily loaded one would join the first load.
 */
export function sharedChunkName(id: string): string | null {
  // Every page runs React before anything else of the app: a chunk of its own would only be one
  // more file to wait for at startup.
  if (FRAMEWORK.test(id)) return ENGINE_CHUNK;
  // The entry's only import: alone, it is all the browser compiles and runs before the first
  // paint besides the entry, where the engine chunk would be 35 kB of it.
  if (id.startsWith('\0vite/preload-helper')) return 'chunkLoader';
  const file = enginePath(id);
  if (file === undefined) return null;
  // A stylesheet goes with the module that imports it, unless it is listed itself.
  if (file.endsWith('.css')) return chunkByPath.get(file) ?? null;
  if (!MODULE.test(file)) return null;
  return chunkByPath.get(file) ?? chunkByPath.get(`${path.posix.dirname(file)}/*`) ?? null;
}
