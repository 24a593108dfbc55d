import { describe, expect, it } from 'vitest';
import { parseRequestPath } from './requestPath.ts';

describe('parseRequestPath', () => {
  it('reads the path inside the site and its decoded segments', () => {
    expect(parseRequestPath('/demo/base/?tab=api#x', '/')).toEqual({
      kind: 'site',
      raw: '/demo/base/',
      page: '/demo/base',
      segments: ['demo', 'base'],
      query: 'tab=api',
    });
    expect(parseRequestPath('/a%20b.txt', '/')).toMatchObject({ segments: ['a b.txt'] });
  });

  it('strips the base, and tells what lies outside it', () => {
    expect(parseRequestPath('/drawer', '/drawer/')).toMatchObject({ kind: 'site', page: '/' });
    expect(parseRequestPath('/drawer/demo', '/drawer/')).toMatchObject({ page: '/demo' });
    expect(parseRequestPath('/drawerx/demo', '/drawer/')).toEqual({ kind: 'outside' });
    expect(parseRequestPath('/demo', '/drawer/')).toEqual({ kind: 'outside' });
  });

  it('reads the absolute form a proxy sends, and refuses a broken one', () => {
    expect(parseRequestPath('http://example.com/demo?x', '/')).toMatchObject({ page: '/demo' });
    expect(parseRequestPath('http://[::1]:8080', '/')).toMatchObject({ page: '/' });
    expect(parseRequestPath('http://[', '/')).toEqual({ kind: 'malformed' });
    expect(parseRequestPath('http://a[b/', '/')).toEqual({ kind: 'malformed' });
  });

  it('refuses targets that are no path', () => {
    for (const target of ['*', '', 'foo', undefined]) {
      expect(parseRequestPath(target, '/')).toEqual({ kind: 'malformed' });
    }
  });

  it('has no segments for a path no file name could match', () => {
    for (const target of ['//[', '/a//b', '/%', '/%E0%A4%A', '/a%2fb', '/a%5cb', '/a\\b', '/%00']) {
      expect(parseRequestPath(target, '/')).toMatchObject({ kind: 'site', segments: undefined });
    }
  });
});
