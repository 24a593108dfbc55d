import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { DRAWER_ROOT } from '../paths.ts';

/** The harness page as one HTML document: React, the built drawer and its stylesheet inline. */
export async function harnessPage(): Promise<string> {
  const { outputFiles } = await build({
    entryPoints: [path.join(import.meta.dirname, 'harness.tsx')],
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    jsx: 'automatic',
    // The built package, as users get it, not the workspace source the tsconfig paths point to.
    alias: { '@drawer/react': path.join(DRAWER_ROOT, 'dist/index.js') },
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const script = outputFiles.map((file) => file.text).join('\n');
  const css = readFileSync(path.join(DRAWER_ROOT, 'assets/index.css'), 'utf8');
  // `</script` cannot occur in minified code except inside a string; escape it to be safe.
  return `<!doctype html><html><head><meta charset="utf-8"><style>${css}</style></head><body><script type="module">${script.replaceAll('</script', '<\\/script')}</script></body></html>`;
}
