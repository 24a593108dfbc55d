import { describe, expect, it } from 'vitest';
import { sharedChunkName } from './chunkGroups.ts';

const engine = (file: string) => `/repo/packages/docs-engine/src/${file}`;

describe('sharedChunkName', () => {
  it('puts React, with react-dom and the scheduler, in one framework chunk', () => {
    expect(sharedChunkName('/repo/node_modules/react/cjs/react.production.js')).toBe('framework');
    expect(sharedChunkName('/repo/node_modules/react-dom/client.js')).toBe('framework');
    expect(sharedChunkName('/repo/node_modules/scheduler/index.js')).toBe('framework');
    expect(sharedChunkName('/repo/node_modules/react-is/index.js')).toBeNull();
  });

  it('gathers the small modules every page loads into the engine chunk', () => {
    expect(sharedChunkName('\0vite/preload-helper.js')).toBe('engine');
    expect(sharedChunkName(engine('client/router.tsx'))).toBe('engine');
    expect(sharedChunkName(engine('client/locales/en-US.ts'))).toBe('engine');
    expect(sharedChunkName(engine('client/locale.ts'))).toBe('engine');
    expect(sharedChunkName(engine('theme/slots/SearchResult/searchIcons.tsx'))).toBe('engine');
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
});
