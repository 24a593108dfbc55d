import { spawn } from 'node:child_process';
import { once } from 'node:events';
import type { Readable, Writable } from 'node:stream';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, disableFeaturesFlag } from '../chromium.ts';
import { nulDelimitedReader } from './nulDelimited.ts';

/** A DevTools protocol method's parameters and result, as plain JSON. */
type Json = Record<string, unknown>;

interface Reply {
  id: number;
  result?: Json;
  error?: { message: string };
}

interface Event {
  method: string;
  params: Json;
  sessionId?: string;
}

export interface ChromiumOverPipe {
  /** Sends a command to the browser, or to the target of `sessionId`, and resolves with its result. */
  send(method: string, params?: Json, sessionId?: string): Promise<Json>;
  /** Calls `listener` on each event until the returned function is called. */
  onEvent(listener: (event: Event) => void): () => void;
  close(): Promise<void>;
}

/**
 * Chromium driven by the DevTools protocol alone, with no automation library between: nothing
 * runs in a page but the page itself and what the caller asks for, as for a reader. Playwright, by
 * contrast, sets every page up with its own scripts and bindings, main-thread time that a CPU
 * slowed 4x makes count. The protocol runs over a pair of pipes (fds 3 and 4), not a port:
 * nothing to clash with a colleague's browser.
 */
export async function launchChromiumOverPipe(): Promise<ChromiumOverPipe> {
  const browser = spawn(
    CHROMIUM_PATH,
    [
      ...CHROMIUM_FLAGS,
      disableFeaturesFlag(),
      '--remote-debugging-pipe',
      '--no-startup-window',
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe', 'pipe', 'pipe'] },
  );
  const toBrowser = browser.stdio[3] as Writable;
  const fromBrowser = browser.stdio[4] as Readable;
  let stderr = '';
  browser.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString('utf8')).slice(-2000);
  });

  let nextId = 1;
  const waiting = new Map<number, { resolve(result: Json): void; reject(error: Error): void }>();
  const listeners = new Set<(event: Event) => void>();
  fromBrowser.on(
    'data',
    nulDelimitedReader((text) => {
      const message = JSON.parse(text) as Partial<Reply> & Partial<Event>;
      if (message.id === undefined) {
        for (const listener of listeners) listener(message as Event);
        return;
      }
      const reply = waiting.get(message.id);
      waiting.delete(message.id);
      if (message.error) reply?.reject(new Error(message.error.message));
      else reply?.resolve(message.result ?? {});
    }),
  );
  browser.once('exit', (code) => {
    const error = new Error(`Chromium exited (code ${code}) before answering:\n${stderr}`);
    for (const reply of waiting.values()) reply.reject(error);
    waiting.clear();
  });
  await once(browser, 'spawn');

  const send: ChromiumOverPipe['send'] = (method, params = {}, sessionId) =>
    new Promise((resolve, reject) => {
      if (browser.exitCode !== null) {
        reject(new Error(`Chromium has exited: cannot send ${method}\n${stderr}`));
        return;
      }
      const id = nextId;
      nextId += 1;
      waiting.set(id, { resolve, reject });
      const message = { id, method, params, ...(sessionId ? { sessionId } : {}) };
      toBrowser.write(`${JSON.stringify(message)}\0`);
    });

  return {
    send,
    onEvent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      if (browser.exitCode !== null) return;
      const exited = once(browser, 'exit');
      await send('Browser.close').catch(() => browser.kill());
      await exited;
    },
  };
}
