import { EventEmitter } from 'node:events';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { BuildError } from '../../shared/BuildError.ts';
import { devApiDefinitions, type FileWatcher } from './devApiDefinitions.ts';
import type { ExtractedApi } from './extractApiDefinitions.ts';

const ENTRY = path.resolve('lib/index.ts');
const PROPS = path.resolve('lib/Button.tsx');
const button: ExtractedApi = {
  definitions: { Button: { props: [{ name: 'label', type: 'string', required: true }] } },
  files: [ENTRY, PROPS, path.resolve('node_modules/@types/react/index.d.ts')],
};
const syntaxError = new BuildError('API_SYNTAX', 'lib/Button.tsx', 'TypeScript cannot parse it', 3);

/** A watcher that tells what it watches, and the tables' reads, each answered as the test says. */
function setUp(answers: (ExtractedApi | Error)[]) {
  const events = new EventEmitter();
  const watched: string[] = [];
  const watcher: FileWatcher = {
    add: (files) => watched.push(...files),
    on: (event, listener) => events.on(event, listener),
  };
  const read = vi.fn(async () => {
    const answer = answers.shift();
    if (!answer) throw new Error('read once more than the test expects');
    if (answer instanceof Error) throw answer;
    return answer;
  });
  const logger = { error: vi.fn() };
  const onChange = vi.fn();
  const api = devApiDefinitions({ entryFile: ENTRY, read, watcher, logger, onChange });
  const edit = (file: string) => events.emit('change', file);
  return { api, read, logger, onChange, watched, edit };
}

describe('the API tables in dev', () => {
  it('say they are resolving, then show the rows, read once', async () => {
    const { api, read, onChange, watched } = setUp([button]);
    expect(api.state()).toEqual({ status: 'resolving', definitions: {} });
    expect(await api.settled()).toEqual(button.definitions);
    expect(api.state()).toEqual({ status: 'ready', definitions: button.definitions });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(read).toHaveBeenCalledTimes(1);
    // An installed package's types change only with an install, which restarts the server.
    expect(watched).toEqual([ENTRY, PROPS]);
  });

  it('show a failed read in place of the rows, log it, and recover once the file is fixed', async () => {
    const { api, logger, onChange, edit } = setUp([button, syntaxError, button]);
    await api.settled();
    edit(PROPS);
    // The search data waits for the reads without failing with them: it lists no props meanwhile.
    expect(await api.settled()).toEqual({});
    expect(api.state()).toEqual({
      status: 'failed',
      definitions: {},
      error: 'lib/Button.tsx:3: TypeScript cannot parse it',
    });
    expect(logger.error).toHaveBeenCalledWith('lib/Button.tsx:3: TypeScript cannot parse it', {
      timestamp: true,
    });
    edit(PROPS);
    expect(await api.settled()).toEqual(button.definitions);
    expect(api.state().status).toBe('ready');
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it('watch the file a failed first read names, which no read has listed yet', async () => {
    const { api, watched, edit } = setUp([syntaxError, button]);
    await api.settled();
    expect(watched).toEqual([ENTRY, PROPS]);
    edit(PROPS);
    expect(await api.settled()).toEqual(button.definitions);
  });

  it('read once more for edits saved during a read, and not for unrelated files', async () => {
    const { api, read, onChange, edit } = setUp([button, button]);
    api.state();
    edit(PROPS);
    edit(ENTRY);
    edit(path.resolve('docs/index.md'));
    await api.settled();
    expect(read).toHaveBeenCalledTimes(2);
    // The same rows again: the browser is not reloaded for nothing.
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('read nothing for an edit before a page has asked for the tables', async () => {
    const { api, read, edit } = setUp([button]);
    edit(ENTRY);
    expect(read).not.toHaveBeenCalled();
    expect(await api.settled()).toEqual(button.definitions);
    expect(read).toHaveBeenCalledTimes(1);
  });
});
