import { mkdirSync } from 'node:fs';
import { compressCopies, type CompressInput, type CompressOutput } from './compressCopies.ts';
import { answerTasks } from './workerPool.ts';

/** Folders to make before the files to be written into them come. */
export interface FoldersInput {
  folders: readonly string[];
}

/** What a compress thread is given to do. */
export type ThreadTask = CompressInput | FoldersInput;

function runTask(task: ThreadTask): CompressOutput {
  if (!('folders' in task)) return compressCopies(task);
  for (const folder of task.folders) mkdirSync(folder, { recursive: true });
  return { written: 0, keys: [] };
}

// A thread that makes the folders and writes the files it is given, with their compressed copies:
// a few in each message, as most are written by a link alone, quicker than a message's round trip.
answerTasks((tasks: ThreadTask[]): CompressOutput => {
  const outputs = tasks.map(runTask);
  return {
    written: outputs.reduce((sum, output) => sum + output.written, 0),
    keys: outputs.flatMap((output) => output.keys),
    missing: outputs.flatMap((output) => output.missing ?? []),
  };
});
