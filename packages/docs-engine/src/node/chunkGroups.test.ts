import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ENGINE_SRC,
  SHARED_CHUNK_FILES,
  sharedChunkName,
  STATE_SLOTS_CHUNK,
} from './chunkGroups.ts';

const engine = (file: string) => path.join(ENGINE_SRC, file);

describe('the shared chunks’ lists', () => {
  const entries = Object.values(SHARED_CHUNK_FILES).flat();

  it.each(entries.filter((entry) => !entry.endsWith('/*')))('%s exists', (file) => {
    expect(existsSync(engine(file)) && statSync(engine(file)).isFile()).toBe(true);
  });

  it.each(entries.filter((entry) => entry.endsWith('/*')))('%s holds modules', (folder) => {
    const modules = readdirSync(engine(folder.slice(0, -2))).filter((name) => /\.tsx?$/.test(name));
    expect(modules).not.toEqual([]);
  });

  it('puts each file in one chunk only', () => {
    expect(new Set(entries).size).toBe(entries.length);
  });
});

describe('sharedChunkName', () => {
  it('puts React, with react-dom and the scheduler, in the engine chunk every page starts with', () => {
    expect(sharedChunkName('/repo/node_modules/react/cjs/react.production.js')).toBe('engine');
    expect(sharedChunkName('/repo/node_modules/react-dom/client.js')).toBe('engine');
    expect(sharedChunkName('/repo/node_modules/scheduler/index.js')).toBe('engine');
    expect(sharedChunkName('/repo/node_modules/react-is/index.js')).toBeNull();
  });

  it('gathers the small modules every page loads into the engine chunk', () => {
    // The "Copy page" button of every page: the previewer stays off pages without code.
    expect(sharedChunkName(engine('theme/builtins/SourceCode/copyText.ts'))).toBe('engine');
    expect(sharedChunkName(engine('client/router.tsx'))).toBe('engine');
    expect(sharedChunkName(engine('theme/components/usePageSidebar.ts'))).toBe('engine');
    expect(sharedChunkName(engine('client/locales/en-US.ts'))).toBe('engine');
    expect(sharedChunkName(engine('client/locale.ts'))).toBe('engine');
    expect(sharedChunkName(engine('theme/slots/SearchResult/searchIcons.tsx'))).toBe('engine');
  });

  it('keeps the bundler’s chunk loader, the entry’s only import, in a chunk of its own', () => {
    expect(sharedChunkName('\0vite/preload-helper.js')).toBe('chunkLoader');
  });

  it('gathers what every demo and code block needs into the previewer chunk', () => {
    expect(sharedChunkName(engine('theme/builtins/Previewer/index.tsx'))).toBe('previewer');
    expect(sharedChunkName(engine('theme/builtins/SourceCode/CopyButton.tsx'))).toBe('previewer');
  });

  it('leaves what loads on demand alone, so it stays out of the first load', () => {
    for (const file of [
      'theme/slots/SearchResult/index.tsx',
      'theme/slots/SearchBar/SearchModal.tsx',
      'theme/builtins/Previewer/CodePanel.tsx',
      'theme/builtins/Previewer/evaluateDemo.ts',
      'theme/builtins/Previewer/copyToSketch.ts',
      'client/sandbox/stackBlitz.ts',
      'search/searchSession.ts',
      // Another locale's texts come with that locale's pages, not with every page.
      'client/locales/zh-CN.ts',
    ])
      expect(sharedChunkName(engine(file))).toBeNull();
    expect(sharedChunkName('/repo/node_modules/sucrase/dist/esm/index.js')).toBeNull();
  });

  it('gathers the styles of the slots only some pages show at first into a stylesheet of their own', () => {
    for (const slot of ['Hero', 'NotFound', 'RouteError'])
      expect(sharedChunkName(engine(`theme/slots/${slot}/${slot}.css`))).toBe(STATE_SLOTS_CHUNK);
    // Their modules stay put: as a group they would take the header's search box along.
    expect(sharedChunkName(engine('theme/slots/NotFound/index.tsx'))).toBeNull();
  });

  it('matches only the engine’s own files, and only modules', () => {
    expect(sharedChunkName('/elsewhere/src/client/router.tsx')).toBeNull();
    expect(sharedChunkName(engine('theme/builtins/Previewer/Previewer.css'))).toBeNull();
    expect(sharedChunkName(`${engine('client/router.tsx')}?commonjs-proxy`)).toBeNull();
  });
});
