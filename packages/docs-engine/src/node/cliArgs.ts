import { parseArgs } from 'node:util';

export const USAGE = `Usage: docs-engine <command> [options]

Commands:
  dev        serve the site while you write it, showing each edit at once
  build      prerender the site into its output folder
  preview    serve a built site as a host would
  prepare    bundle React and the runtime for new sites' dev servers (run at install)

Options:
  --root <folder>   the site's folder (default: the current folder)
  --out <folder>    the output folder (default: the config's outDir, else <root>/dist)
  --base <path>     the path the site is served under (default: the config's base, else /)
  --port <n>        the port to listen on (dev 5173, preview 4173 or $PORT)
  --host <host>     the address to listen on (default 127.0.0.1)
  -h, --help        show this help
  -v, --version     show the engine's version`;

/** A mistake in how the command was called: reported with the usage, and exit code 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

const COMMANDS = ['dev', 'build', 'preview', 'prepare'] as const;
type Command = (typeof COMMANDS)[number];

export type CliRequest =
  | { kind: 'help' }
  | { kind: 'version' }
  | {
      kind: 'run';
      command: Command;
      root: string;
      host: string;
      port?: number;
      base?: string;
      out?: string;
    };

const isCommand = (word: string): word is Command => (COMMANDS as readonly string[]).includes(word);

/** A TCP port from the command line or the environment; `source` names it in the error. */
export function parsePort(text: string, source: string): number {
  const port = Number(text);
  if (!/^\d+$/.test(text) || port > 65_535) {
    throw new UsageError(`${source} takes a port number from 0 to 65535, not "${text}"`);
  }
  return port;
}

/** Reads the command line (without `node` and the script); throws a UsageError on any mistake. */
export function parseCliArgs(args: string[]): CliRequest {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: {
        root: { type: 'string', default: '.' },
        port: { type: 'string' },
        host: { type: 'string', default: '127.0.0.1' },
        base: { type: 'string' },
        out: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
        version: { type: 'boolean', short: 'v' },
      },
    });
  } catch (error) {
    // Node's own wording, in the case of ours, without its advice on positionals: none are taken.
    const message = (error instanceof Error ? error.message : String(error))
      .replace(/\. To specify a positional argument.*$/s, '')
      .replace(/^\w/, (letter) => letter.toLowerCase());
    throw new UsageError(message);
  }
  const { positionals, values } = parsed;
  if (values.help) return { kind: 'help' };
  if (values.version) return { kind: 'version' };
  const [command, extra] = positionals;
  if (command === undefined) throw new UsageError('no command given');
  if (command === 'help') return { kind: 'help' };
  if (!isCommand(command)) throw new UsageError(`unknown command "${command}"`);
  if (extra !== undefined) {
    throw new UsageError(
      `unexpected argument "${extra}" (the site's folder is given as --root ${extra})`,
    );
  }
  return {
    kind: 'run',
    command,
    root: values.root,
    host: values.host,
    port: values.port === undefined ? undefined : parsePort(values.port, '--port'),
    base: values.base,
    out: values.out,
  };
}
