import { describe, expect, it } from 'vitest';
import { kebabCase } from './kebabCase.ts';
import { routePathFromFile } from './routePathFromFile.ts';

describe('kebabCase', () => {
  it.each([
    ['getContainer', 'get-container'],
    ['forceRender', 'force-render'],
    ['bodyProps', 'body-props'],
    ['DrawerProps', 'drawer-props'],
    ['HTMLParser', 'html-parser'],
    ['XMLHttpRequest', 'xml-http-request'],
    ['myAPI', 'my-api'],
    ['FAQ', 'faq'],
    ['APIReference', 'api-reference'],
    ['no-mask', 'no-mask'],
    ['v2Notes', 'v2-notes'],
  ])('%s → %s', (input, output) => {
    expect(kebabCase(input)).toBe(output);
  });
});

describe('routePathFromFile', () => {
  it('maps the index page to the root', () => {
    expect(routePathFromFile('index.md')).toBe('/');
  });

  it('drops a trailing index and the extension', () => {
    expect(routePathFromFile('guide/index.md')).toBe('/guide');
    expect(routePathFromFile('changelog.md')).toBe('/changelog');
  });

  it('kebab-cases every segment', () => {
    expect(routePathFromFile('demo/getContainer.md')).toBe('/demo/get-container');
    expect(routePathFromFile('demo/forceRender.md')).toBe('/demo/force-render');
    expect(routePathFromFile('demo/bodyProps.md')).toBe('/demo/body-props');
    expect(routePathFromFile('myGuide/startHere.md')).toBe('/my-guide/start-here');
  });

  it('rejects a name that cannot be a URL, naming the file', () => {
    expect(() => routePathFromFile('demo/my page.md', 'docs/demo/my page.md')).toThrow(
      'docs/demo/my page.md: "my page" cannot be part of a URL',
    );
    expect(() => routePathFromFile('démo.md')).toThrow('"démo" cannot be part of a URL');
  });
});
