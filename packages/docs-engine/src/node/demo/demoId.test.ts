import { describe, expect, it } from 'vitest';
import { createDemoIdRegistry, demoId, DuplicateDemoIdError } from './demoId.ts';

describe('demoId', () => {
  it('joins the route path and the file name', () => {
    expect(demoId('/demo/base', './demos/base.tsx')).toBe('demo-base-demo-base');
  });

  it('names the home page index', () => {
    expect(demoId('/', '/abs/docs/demos/basic.tsx')).toBe('index-demo-basic');
    expect(demoId('', 'basic.jsx')).toBe('index-demo-basic');
  });

  it('uses the folder name for an index file', () => {
    expect(demoId('/guide', './demos/basic/index.tsx')).toBe('guide-demo-basic');
  });

  it('prefers the id attribute', () => {
    expect(demoId('/demo/base', './demos/base.tsx', 'Custom')).toBe('demo-base-demo-custom');
  });

  it('lower-cases every part', () => {
    expect(demoId('/demo/get-container', './demos/getContainer.tsx')).toBe(
      'demo-get-container-demo-getcontainer',
    );
  });
});

describe('createDemoIdRegistry', () => {
  it('throws on a duplicate, naming both files', () => {
    const register = createDemoIdRegistry();
    register('a-demo-x', 'docs/a.md → demos/x.tsx');
    expect(() => register('a-demo-x', 'docs/a.md → other/x.tsx')).toThrow(DuplicateDemoIdError);
    expect(() => register('a-demo-x', 'docs/a.md → other/x.tsx')).toThrow(
      /docs\/a\.md → demos\/x\.tsx and docs\/a\.md → other\/x\.tsx/,
    );
  });

  it('accepts the same file registered again (a rebuild in dev)', () => {
    const register = createDemoIdRegistry();
    register('a-demo-x', 'x.tsx');
    expect(() => register('a-demo-x', 'x.tsx')).not.toThrow();
  });
});
