import { describe, expect, it } from 'vitest';
import { headBytes } from './headBytes.ts';

describe('headBytes', () => {
  it('splits what comes before <main> into inline CSS, inline script, head and page chrome', () => {
    const html = [
      '<!doctype html><html><head>',
      '<title>T</title>',
      '<script>var a=1;</script>',
      '<style>body{color:red}</style>',
      '<script type="module" src="/e.js"></script>',
      '</head><body><header>Header</header><main><h1>Content</h1></main></body></html>',
    ].join('');
    const bytes = headBytes(html);
    expect(bytes.inlineCss).toBe('body{color:red}'.length);
    expect(bytes.inlineScript).toBe('var a=1;'.length);
    expect(bytes.headOther).toBe(
      '<title>T</title><script></script><style></style><script type="module" src="/e.js"></script>'
        .length,
    );
    expect(bytes.chromeBeforeMain).toBe('<body><header>Header</header>'.length);
    expect(bytes.gzip).toBeGreaterThan(0);
  });
});
