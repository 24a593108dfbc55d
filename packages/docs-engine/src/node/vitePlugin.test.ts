import { describe, expect, it } from 'vitest';
import {
  pageModuleId,
  resolvedModuleId,
  revalidatedChunkFile,
  sectionModuleId,
  sectionPagesModuleId,
} from './vitePlugin.ts';

const fileOf = (moduleId: string) => revalidatedChunkFile(resolvedModuleId(moduleId), 'en-US');

describe('revalidatedChunkFile', () => {
  it('names each locale’s search data by its locale, the default one’s included', () => {
    expect(fileOf('virtual:docs-engine/search-data')).toBe('~data/en-US/search.js');
    expect(fileOf('virtual:docs-engine/search-data/zh-CN')).toBe('~data/zh-CN/search.js');
  });

  it('names a section’s list of page chunks by its path, apart from the home section’s', () => {
    expect(fileOf(sectionPagesModuleId('en-US', '/'))).toBe('~data/en-US/pages.js');
    expect(fileOf(sectionPagesModuleId('zh-CN', '/guide'))).toBe('~data/zh-CN/pages/guide.js');
    expect(fileOf(sectionPagesModuleId('en-US', '/index'))).toBe('~data/en-US/pages/index.js');
    expect(fileOf(sectionPagesModuleId('en-US', '/api/hooks'))).toBe(
      '~data/en-US/pages/api/hooks.js',
    );
  });

  it('leaves every other chunk to its content hash', () => {
    expect(fileOf(sectionModuleId('en-US', '/guide'))).toBeUndefined();
    expect(fileOf(pageModuleId('en-US', '/guide'))).toBeUndefined();
    expect(revalidatedChunkFile('/site/docs/guide.md', 'en-US')).toBeUndefined();
    expect(revalidatedChunkFile(null, 'en-US')).toBeUndefined();
  });
});
