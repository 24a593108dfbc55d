import { describe, expect, it } from 'vitest';
import {
  pageModuleId,
  resolvedModuleId,
  revalidatedChunkFile,
  searchDataFile,
  sectionModuleId,
  sectionPagesModuleId,
} from './vitePlugin.ts';

const fileOf = (moduleId: string) => revalidatedChunkFile(resolvedModuleId(moduleId));

describe('searchDataFile', () => {
  it('names each locale’s search data by its locale', () => {
    expect(searchDataFile('en-US')).toBe('~data/en-US/search.js');
    expect(searchDataFile('zh-CN')).toBe('~data/zh-CN/search.js');
  });
});

describe('revalidatedChunkFile', () => {
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
    expect(fileOf('virtual:docs-engine/search-data')).toBeUndefined();
    expect(revalidatedChunkFile('/site/docs/guide.md')).toBeUndefined();
    expect(revalidatedChunkFile(null)).toBeUndefined();
  });
});
