import { parentPort } from 'node:worker_threads';
import { compressCopies, type CompressInput, type CompressOutput } from './compressCopies.ts';
import { transferError, type TaskReply } from './workerPool.ts';

// A thread that writes the compressed copies of the files it is given, one at a time.
parentPort?.on('message', ({ id, input }: { id: number; input: CompressInput }) => {
  let reply: TaskReply<CompressOutput>;
  try {
    reply = { id, value: compressCopies(input) };
  } catch (error) {
    reply = { id, error: transferError(error) };
  }
  parentPort?.postMessage(reply);
});
