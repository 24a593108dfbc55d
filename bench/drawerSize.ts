import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import type { Measurement } from './measurement.ts';
import { DRAWER_ROOT } from './paths.ts';

// 0.4 of rc-drawer 7.2's 13.7 kB, JS and CSS together (ARCHITECTURE.md, issue 12).
const BUDGET = 5_500;
const gzipSize = (content: string | Uint8Array): number => gzipSync(content, { level: 9 }).length;

/**
 * Where the minified bytes come from, largest first: the sources bundled again with a metafile. Only
 * a guide for size work (the built entry above is what counts): gzip shares repeated text across
 * modules, so a module's gzip cost is what removing it saves, not a share of the total.
 */
async function bytesPerModule(): Promise<Record<string, number>> {
  const { metafile } = await build({
    entryPoints: [path.join(DRAWER_ROOT, 'src/index.ts')],
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    metafile: true,
    jsx: 'automatic',
    external: ['react', 'react-dom', 'react/*', 'react-dom/*'],
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const inputs = Object.values(metafile.outputs).flatMap((output) => Object.entries(output.inputs));
  return Object.fromEntries(
    inputs
      .map(
        ([file, { bytesInOutput }]) => [path.relative(DRAWER_ROOT, file), bytesInOutput] as const,
      )
      .filter(([, bytes]) => bytes > 0)
      .sort((a, b) => b[1] - a[1]),
  );
}

export const drawerSize: Measurement = {
  name: 'drawerSize',
  description: 'the built @drawer/react: JS min+gzip with React external, plus its CSS gzip',
  async run() {
    const entry = path.join(DRAWER_ROOT, 'dist/index.js');
    const cssFile = path.join(DRAWER_ROOT, 'assets/index.css');
    if (!existsSync(entry))
      throw new Error('packages/drawer/dist is missing: run `npm run build` first');
    // Bundled rather than only minified, so any file the entry imports is counted too. NODE_ENV is
    // set as an app's production build sets it: development warnings are not shipped to users. The
    // built entry is what users bundle; bundling `src/index.ts` instead would count one `react`
    // import statement per source module (about 170 bytes more) that no user ever downloads.
    const { outputFiles } = await build({
      entryPoints: [entry],
      bundle: true,
      minify: true,
      format: 'esm',
      write: false,
      external: ['react', 'react-dom', 'react/*', 'react-dom/*'],
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'silent',
    });
    const js = outputFiles.reduce((sum, file) => sum + gzipSize(file.contents), 0);
    const minifiedJs = outputFiles.reduce((sum, file) => sum + file.contents.length, 0);
    const css = gzipSize(readFileSync(cssFile));
    const modules = await bytesPerModule();
    return {
      figures: [
        { label: 'JS min', unit: 'bytes', value: minifiedJs },
        { label: 'JS min+gzip', unit: 'bytes', value: js },
        { label: 'CSS gzip', unit: 'bytes', value: css },
        {
          label: 'JS + CSS gzip',
          unit: 'bytes',
          value: js + css,
          budget: { op: '<=', limit: BUDGET },
        },
      ],
      details: {
        entry: path.relative(process.cwd(), entry),
        minifiedJs,
        jsGzip: js,
        cssGzip: css,
        minifiedBytesPerModule: modules,
      },
      notes: [
        `minified bytes per source module: ${Object.entries(modules)
          .slice(0, 6)
          .map(([file, bytes]) => `${file} ${bytes}`)
          .join(', ')}, …`,
      ],
    };
  },
};
