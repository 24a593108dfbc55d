import { createHash } from 'node:crypto';

/** The CSP source that allows exactly one inline script: `'sha256-…'` of its text. */
export function inlineScriptHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}

/**
 * The Content-Security-Policy a built site works under. Why each source is there:
 * - script-src: the site's own modules and the colour-mode script, by hash. `'unsafe-eval'`
 *   because the live editor compiles an edited demo with sucrase in the browser and runs it with
 *   `new Function`; without it, editing shows an error and everything else still works. The
 *   loader data sits in a `type="application/json"` element, which is data, never run.
 * - style-src `'unsafe-inline'`: each page's CSS is inlined in <style> (no round trip before the
 *   first paint) and Shiki's highlighting writes `style` attributes into the HTML.
 * - img-src data: and https:: the empty `data:,` icon, and images a page links from elsewhere.
 * - form-action: the CodeSandbox export posts a form; StackBlitz's SDK does the same.
 */
export function contentSecurityPolicy(inlineScripts: string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScripts.map(inlineScriptHash).join(' ')} 'unsafe-eval'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self' https://codesandbox.io https://stackblitz.com",
  ].join('; ');
}

/** Headers a static host should send with every answer, whatever it serves. */
export const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
} as const;
