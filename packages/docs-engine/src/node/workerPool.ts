import { parentPort, Worker, type ResourceLimits } from 'node:worker_threads';
import { BuildError } from '../shared/BuildError.ts';

/** An error as it crosses between threads: a BuildError keeps its file and line. */
export type TransferredError =
  | { kind: 'build'; code: string; file: string; reason: string; line?: number }
  | { kind: 'error'; message: string; stack?: string };

export type TaskReply<Out> = { id: number; value: Out } | { id: number; error: TransferredError };

export function transferError(error: unknown): TransferredError {
  if (error instanceof BuildError) {
    return {
      kind: 'build',
      code: error.code,
      file: error.file,
      reason: error.reason,
      line: error.line,
    };
  }
  return error instanceof Error
    ? { kind: 'error', message: error.message, stack: error.stack }
    : { kind: 'error', message: String(error) };
}

export function receiveError(error: TransferredError): Error {
  if (error.kind === 'build')
    return new BuildError(error.code, error.file, error.reason, error.line);
  const received = new Error(error.message);
  if (error.stack) received.stack = error.stack;
  return received;
}

/**
 * Serves a pool from inside one of its threads: each task's input goes through `run`, and its
 * value, or what it threw or rejected with, goes back to the pool.
 */
export function answerTasks<In, Out>(run: (input: In) => Out | Promise<Out>): void {
  parentPort?.on('message', ({ id, input }: { id: number; input: In }) => {
    Promise.resolve(input)
      .then(run)
      .then(
        (value) => parentPort?.postMessage({ id, value } satisfies TaskReply<Out>),
        (error: unknown) =>
          parentPort?.postMessage({ id, error: transferError(error) } satisfies TaskReply<Out>),
      );
  });
}

export interface WorkerPool<In, Out> {
  /** Runs a task; the buffers in `transfer` move to the thread, unusable here from then on. */
  run(input: In, transfer?: readonly ArrayBuffer[]): Promise<Out>;
  close(): Promise<void>;
}

interface Slot {
  worker: Worker;
  busy: boolean;
}

/**
 * Runs tasks on `size` worker threads started from `script` (with `limits` on each one's heap),
 * each task on the first idle one. Threads start with the first task, so a pool that is never
 * used costs nothing. A thread that dies fails its task and every queued one with the reason,
 * rather than leaving them waiting.
 */
export function createWorkerPool<In, Out>(
  script: URL,
  size: number,
  limits?: ResourceLimits,
): WorkerPool<In, Out> {
  const slots: Slot[] = [];
  const queue: { id: number; input: In; transfer?: readonly ArrayBuffer[] }[] = [];
  const pending = new Map<
    number,
    { resolve: (value: Out) => void; reject: (error: Error) => void }
  >();
  let nextId = 0;

  const failAll = (error: Error) => {
    for (const task of pending.values()) task.reject(error);
    pending.clear();
    queue.length = 0;
  };

  const startSlot = (): Slot => {
    const slot: Slot = { worker: new Worker(script, { resourceLimits: limits }), busy: false };
    slot.worker.on('message', (reply: TaskReply<Out>) => {
      const task = pending.get(reply.id);
      pending.delete(reply.id);
      slot.busy = false;
      if ('error' in reply) task?.reject(receiveError(reply.error));
      else task?.resolve(reply.value);
      dispatch();
    });
    slot.worker.on('error', (error) => failAll(error));
    slot.worker.on('exit', (code) => {
      if (code !== 0) failAll(new Error(`a build worker stopped (exit code ${code})`));
    });
    slots.push(slot);
    return slot;
  };

  const dispatch = () => {
    while (queue.length) {
      const slot =
        slots.find((candidate) => !candidate.busy) ??
        (slots.length < size ? startSlot() : undefined);
      const task = queue.shift();
      if (!slot || !task) {
        if (task) queue.unshift(task);
        return;
      }
      slot.busy = true;
      const { transfer, ...message } = task;
      slot.worker.postMessage(message, transfer);
    }
  };

  return {
    run(input, transfer) {
      const id = nextId++;
      return new Promise<Out>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        queue.push({ id, input, transfer });
        dispatch();
      });
    },
    async close() {
      await Promise.all(slots.map((slot) => slot.worker.terminate()));
      slots.length = 0;
    },
  };
}
