import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BuildError } from '../shared/BuildError.ts';
import { loadConfig } from './config/loadConfig.ts';
import { readServeRecord, SERVE_RECORD_FILE } from './server/serveRecord.ts';

const USAGE = `Usage: docs-engine <dev|build|preview> [--root <site folder>] [--port <n>] [--host <host>] [--base <path>] [--out <folder>]
       docs-engine prepare   (bundles React and the runtime once for every new site's dev server; run at install)`;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The folder `preview` serves: `--out`, else the config's `outDir`. The config is read only for
 * that: when the sources are broken or gone, the default `<root>/dist` is served all the same.
 */
async function previewFolder(root: string, out: string | undefined): Promise<string> {
  if (out) return path.resolve(out);
  try {
    return (await loadConfig(root)).outDir;
  } catch (error) {
    const fallback = path.join(root, 'dist');
    console.warn(`The site config could not be read (${messageOf(error)}); serving ${fallback}`);
    return fallback;
  }
}

async function preview(
  root: string,
  values: { out?: string; base?: string; port?: string; host: string },
): Promise<void> {
  const outDir = await previewFolder(root, values.out);
  const shown = path.relative(process.cwd(), outDir) || '.';
  if (!existsSync(path.join(outDir, 'index.html'))) {
    throw new Error(`${shown} has no build: run \`docs-engine build\` first`);
  }
  const [record, { serveStatic }] = await Promise.all([
    readServeRecord(outDir),
    // Imported here, as the other commands' modules are below: `dev` starts without it.
    import('./server/staticServer.ts'),
  ]);
  if (!record) {
    console.warn(`${shown} has no ${SERVE_RECORD_FILE}: rebuild it for server loaders and the CSP`);
  }
  const { url } = await serveStatic({
    root: outDir,
    base: values.base ?? record?.base ?? '/',
    port: Number(values.port ?? process.env.PORT ?? 4173),
    host: values.host,
  });
  console.log(`Serving ${shown} at ${url}`);
}

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      root: { type: 'string', default: '.' },
      port: { type: 'string' },
      host: { type: 'string', default: '127.0.0.1' },
      base: { type: 'string' },
      out: { type: 'string' },
    },
  });
  const [command] = positionals;
  const root = path.resolve(values.root);
  // preview serves the output folder alone: it never needs the sources to be sound.
  if (command === 'preview') return preview(root, values);
  if (command === 'prepare') {
    const { prepareSharedDeps } = await import('./prepareSharedDeps.ts');
    const made = await prepareSharedDeps();
    console.log(
      made
        ? "Bundled React and the engine's runtime for new sites' dev servers"
        : "React and the engine's runtime were bundled for new sites' dev servers already",
    );
    return;
  }
  const config = await loadConfig(root, {
    ...(values.base && { base: values.base }),
    ...(values.out && { outDir: path.resolve(values.out) }),
    mode: command === 'dev' ? 'development' : 'production',
  });

  switch (command) {
    // Imported here: `preview` starts without loading Vite, MDX and Shiki.
    case 'build': {
      const { buildSite } = await import('./build.ts');
      const report = await buildSite(config);
      console.log(
        `Built ${report.pages} pages and ${report.demos} demos in ${(report.ms / 1000).toFixed(1)} s → ${path.relative(process.cwd(), report.outDir)}`,
      );
      console.log(`  ${report.phases}`);
      if (report.reusedRenders) {
        console.log(
          `  ${report.reusedRenders} of ${report.pages} pages unchanged: prerendered by an earlier build`,
        );
      }
      return;
    }
    case 'dev': {
      const { startDevServer } = await import('./dev.ts');
      const server = await startDevServer(config, Number(values.port ?? 5173), values.host);
      const [url] = server.resolvedUrls?.local ?? [];
      console.log(`Dev server at ${url}`);
      return;
    }
    default:
      throw new Error(USAGE);
  }
}

main().catch((error: unknown) => {
  // An author's mistake is reported as its message alone; anything else keeps its stack.
  console.error(
    error instanceof BuildError || !(error instanceof Error) ? messageOf(error) : error.stack,
  );
  process.exit(1);
});
