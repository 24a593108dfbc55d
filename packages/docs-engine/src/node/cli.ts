import path from 'node:path';
import { parseArgs } from 'node:util';
import { BuildError } from '../shared/BuildError.ts';
import { buildSite } from './build.ts';
import { loadConfig } from './config/loadConfig.ts';
import { startDevServer } from './dev.ts';
import { handleServerLoader } from './serverLoaderMiddleware.ts';
import { serveStatic } from './server/staticServer.ts';
import { loadSiteState } from './siteState.ts';

const USAGE = `Usage: docs-engine <dev|build|preview> [--root <site folder>] [--port <n>] [--host <host>] [--base <path>] [--out <folder>]`;

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
  const config = await loadConfig(root, {
    ...(values.base && { base: values.base }),
    ...(values.out && { outDir: path.resolve(values.out) }),
    mode: command === 'dev' ? 'development' : 'production',
  });

  switch (command) {
    case 'build': {
      const report = await buildSite(config);
      console.log(
        `Built ${report.pages} pages and ${report.demos} demos in ${(report.ms / 1000).toFixed(1)} s → ${path.relative(process.cwd(), report.outDir)}`,
      );
      return;
    }
    case 'preview': {
      const port = Number(values.port ?? process.env.PORT ?? 4173);
      const state = loadSiteState(config);
      const { url } = await serveStatic({
        root: config.outDir,
        base: config.base,
        port,
        host: values.host,
        handle: (request, response) =>
          handleServerLoader(request, response, config.base, () => state),
      });
      console.log(`Serving ${path.relative(process.cwd(), config.outDir)} at ${url}`);
      return;
    }
    case 'dev': {
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
    error instanceof BuildError || !(error instanceof Error)
      ? String(error instanceof Error ? error.message : error)
      : error.stack,
  );
  process.exit(1);
});
