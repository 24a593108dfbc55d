import { describe, expect, it } from 'vitest';
import { parseCliArgs, UsageError } from './cliArgs.ts';

const mistake = (args: string[]) => {
  try {
    parseCliArgs(args);
  } catch (error) {
    if (error instanceof UsageError) return error.message;
    throw error;
  }
  throw new Error(`${args.join(' ')} was taken`);
};

describe('parseCliArgs', () => {
  it('reads a command with its options', () => {
    expect(
      parseCliArgs(['preview', '--root', 'site', '--port', '4180', '--base', '/drawer/']),
    ).toEqual({
      kind: 'run',
      command: 'preview',
      root: 'site',
      host: '127.0.0.1',
      port: 4180,
      base: '/drawer/',
      out: undefined,
    });
    expect(parseCliArgs(['build'])).toMatchObject({ command: 'build', root: '.', port: undefined });
  });

  it('asks for help and the version in the usual spellings, whatever else is given', () => {
    for (const args of [['--help'], ['-h'], ['help'], ['build', '--help'], ['dev', '-h']]) {
      expect(parseCliArgs(args)).toEqual({ kind: 'help' });
    }
    for (const args of [['--version'], ['-v'], ['preview', '-v']]) {
      expect(parseCliArgs(args)).toEqual({ kind: 'version' });
    }
  });

  it('names each mistake in a sentence of its own', () => {
    expect(mistake([])).toBe('no command given');
    expect(mistake(['serve'])).toBe('unknown command "serve"');
    expect(mistake(['build', '--foo'])).toBe("unknown option '--foo'");
    expect(mistake(['preview', '--port'])).toBe("option '--port <value>' argument missing");
    expect(mistake(['build', 'site'])).toBe(
      'unexpected argument "site" (the site\'s folder is given as --root site)',
    );
  });

  it('takes a port from 0 to 65535 written in digits only', () => {
    expect(parseCliArgs(['dev', '--port', '0'])).toMatchObject({ port: 0 });
    expect(parseCliArgs(['dev', '--port', '65535'])).toMatchObject({ port: 65_535 });
    for (const port of ['abc', '65536', '-1', '80.5', '1e3', ' 80', '']) {
      expect(mistake(['dev', `--port=${port}`])).toBe(
        `--port takes a port number from 0 to 65535, not "${port}"`,
      );
    }
  });
});
