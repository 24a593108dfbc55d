import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { colorModeScript } from '../colorModeScript.ts';
import { renderHtml } from '../renderHtml.ts';
import { contentSecurityPolicy } from './contentSecurityPolicy.ts';

/** The inline scripts of a page that a browser would run (no src, not a data block). */
function runnableInlineScripts(html: string): string[] {
  return [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = '']) => !/\bsrc=|type="application\/json"/.test(attributes))
    .map(([, , body = '']) => body);
}

describe('contentSecurityPolicy', () => {
  it('allows exactly the inline scripts a built page carries, by hash', () => {
    for (const prefersColor of [
      { default: 'light', switch: true },
      { default: 'auto', switch: false },
    ] as const) {
      const headScript = colorModeScript(prefersColor);
      const html = renderHtml({
        lang: 'en',
        title: 'T',
        headScript,
        styles: ['body{}'],
        entry: '/assets/entry-client-B6g1cbGK.js',
        body: '<p>x</p>',
        generator: 'docs-engine',
        noscript: 'JavaScript is off',
        loaderData: { key: '/stats', data: { count: 7 } },
      });
      const policy = contentSecurityPolicy([headScript]);
      const scripts = runnableInlineScripts(html);
      expect(scripts).toEqual([headScript]);
      for (const script of scripts) {
        const hash = createHash('sha256').update(script).digest('base64');
        expect(policy).toContain(`'sha256-${hash}'`);
      }
    }
  });

  it('runs no inline script other than by hash, and no plugin or base tricks', () => {
    const policy = contentSecurityPolicy([colorModeScript({ default: 'light', switch: true })]);
    const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src'));
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
  });
});
