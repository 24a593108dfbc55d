import { describe, expect, it } from 'vitest';
import { renderHtml } from './renderHtml.ts';

const page = {
  lang: 'en',
  title: 'T',
  headScript: '',
  styles: [],
  entry: '/assets/entry-client-A.js',
  body: '<p>x</p>',
  generator: 'docs-engine',
  noscript: 'JavaScript is off',
};

const head = (html: string) => html.slice(0, html.indexOf('</head>'));

describe('renderHtml', () => {
  it('preloads the entry’s own imports from the head, so they come with the entry', () => {
    const html = renderHtml({ ...page, entryImports: ['/assets/engine-B.js'] });
    expect(head(html)).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/engine-B.js">',
    );
  });

  it('lists the scripts for after the first paint as data, not as preloads', () => {
    const html = renderHtml({ ...page, pageScripts: ['/assets/mountApp-C.js'] });
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('["/assets/mountApp-C.js"]</script>');
  });

  it("names the page's own chunk, by its route, in the head and as data that cannot end the script", () => {
    const html = renderHtml({
      ...page,
      pageChunk: { route: '/a</script>', href: '/assets/a-D.js' },
    });
    const json = /id="docs-engine-page-chunk">(.*?)<\/script>/.exec(head(html))?.[1] ?? '';
    expect(JSON.parse(json)).toEqual({ route: '/a</script>', href: '/assets/a-D.js' });
    expect(renderHtml(page)).not.toContain('docs-engine-page-chunk');
  });

  it('runs the entry as soon as it is fetched, its list of scripts already parsed', () => {
    const html = renderHtml({ ...page, pageScripts: ['/assets/mountApp-C.js'] });
    expect(head(html)).toContain(
      '<script type="module" async crossorigin src="/assets/entry-client-A.js"></script>',
    );
    expect(head(html).indexOf('/assets/mountApp-C.js')).toBeGreaterThan(-1);
    expect(head(html).indexOf('/assets/mountApp-C.js')).toBeLessThan(
      head(html).indexOf('entry-client-A.js'),
    );
  });
});
