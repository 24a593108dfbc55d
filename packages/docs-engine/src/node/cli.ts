import { existsSync } from 'node:fs';
import path from 'node:path';
import enginePackage from '../../package.json' with { type: 'json' };
import { BuildError } from '../shared/BuildError.ts';
import { parseCliArgs, parsePort, UsageError, USAGE } from './cliArgs.ts';
import { CommandError } from './CommandError.ts';
import { loadConfig } from './config/loadConfig.ts';
import type { ResolvedConfig } from './config/SiteConfig.ts';
import { DemoBuildError } from './demo/DemoBuildError.ts';
import { readServeRecord, SERVE_RECORD_FILE } from './server/serveRecord.ts';

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

/** The port `preview` listens on: `--port`, else `$PORT`, else 4173. */
function previewPort(port: number | undefined): number {
  if (port !== undefined) return port;
  const fromEnvironment = process.env.PORT;
  return fromEnvironment ? parsePort(fromEnvironment, 'PORT') : 4173;
}

/** What a server that could not listen tells the user: the address, and what to do about it. */
function listenFailure(error: unknown, host: string, port: number): unknown {
  const { code, syscall } = error as NodeJS.ErrnoException;
  if (syscall !== 'listen' && syscall !== 'getaddrinfo') return error;
  if (code === 'EADDRINUSE') {
    return new CommandError(
      `Port ${port} on ${host} is in use: stop what serves there, or pick another port with --port <n>`,
    );
  }
  if (code === 'EACCES') {
    return new CommandError(
      `Port ${port} on ${host} needs privileges this process lacks: pick a port above 1023 with --port <n>`,
    );
  }
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') {
    return new CommandError(`${host} is not an address of this machine: check --host`);
  }
  return error;
}

async function preview(
  root: string,
  values: { out?: string; base?: string; port?: number; host: string },
): Promise<void> {
  const outDir = await previewFolder(root, values.out);
  const shown = path.relative(process.cwd(), outDir) || '.';
  if (!existsSync(path.join(outDir, 'index.html'))) {
    throw new CommandError(`${shown} has no build: run \`docs-engine build\` first`);
  }
  const port = previewPort(values.port);
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
    port,
    host: values.host,
  }).catch((error: unknown) => {
    throw listenFailure(error, values.host, port);
  });
  console.log(`Serving ${shown} at ${url}`);
}

const isFixable = (error: unknown): error is Error =>
  error instanceof BuildError || error instanceof DemoBuildError || error instanceof CommandError;

/**
 * The mistakes of the user's an error stands for: itself, or every error the bundler failed with
 * (it gathers what the engine's plugin threw, a broken demo for one); none when any is a fault of
 * the engine's own, whose stack is what a bug report needs.
 */
function fixableMistakes(error: unknown): Error[] {
  if (isFixable(error)) return [error];
  const gathered: unknown = error instanceof Error && 'errors' in error ? error.errors : undefined;
  return Array.isArray(gathered) && gathered.length > 0 && gathered.every(isFixable)
    ? gathered
    : [];
}

async function main(): Promise<void> {
  const request = parseCliArgs(process.argv.slice(2));
  if (request.kind === 'help') {
    console.log(USAGE);
    return;
  }
  if (request.kind === 'version') {
    console.log(`docs-engine ${enginePackage.version}`);
    return;
  }
  const { command, ...values } = request;
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
  const mode: ResolvedConfig['mode'] = command === 'dev' ? 'development' : 'production';
  const overrides = {
    ...(values.base && { base: values.base }),
    ...(values.out && { outDir: path.resolve(values.out) }),
    mode,
  };
  const config = await loadConfig(root, overrides);

  if (command === 'build') {
    // Imported here: `preview` starts without loading Vite, MDX and Shiki.
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
    if (report.reusedBundles.length > 0) {
      console.log(
        `  ${report.reusedBundles.join(' and ')} bundle${report.reusedBundles.length > 1 ? 's' : ''} unchanged: taken from an earlier build`,
      );
    }
    return;
  }
  const { startDevSession } = await import('./devSession.ts');
  const port = values.port ?? 5173;
  const { server } = await startDevSession({
    config,
    loadConfig: () => loadConfig(root, overrides),
    port,
    host: values.host,
  }).catch((error: unknown) => {
    throw listenFailure(error, values.host, port);
  });
  const [url] = server.resolvedUrls?.local ?? [];
  console.log(`Dev server at ${url}`);
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) {
    console.error(`docs-engine: ${error.message}\n\n${USAGE}`);
    process.exit(2);
  }
  // A mistake the user can fix is reported as its message alone; anything else keeps its stack.
  const mistakes = fixableMistakes(error);
  if (mistakes.length) console.error(mistakes.map(messageOf).join('\n'));
  else console.error(error instanceof Error ? error.stack : messageOf(error));
  process.exit(1);
});
