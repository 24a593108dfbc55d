import { describe, expect, it } from 'vitest';
import { splitSearchData } from './searchDataParts.ts';
import { createSearchSession } from './searchSession.ts';

describe('createSearchSession', () => {
  it('answers queries from the last generated metadata and nothing before it', () => {
    const session = createSearchSession();
    expect(session.handle({ action: 'get-search-result', args: { keywords: 'drawer' } })).toEqual(
      [],
    );
    expect(
      session.handle({
        action: 'generate-metadata',
        args: splitSearchData(
          {
            routes: [{ path: '/', title: 'Drawer', toc: [], texts: [] }],
            demos: [],
            nav: [],
          },
          () => '/',
        ),
      }),
    ).toBeUndefined();
    const [group] =
      session.handle({ action: 'get-search-result', args: { keywords: 'drawer' } }) ?? [];
    expect(group?.hints.map((hint) => hint.type)).toEqual(['page']);
  });
});
