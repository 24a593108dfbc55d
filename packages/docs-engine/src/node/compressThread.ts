import { runTask, type CompressOutput, type ThreadTask } from './compressCopies.ts';
import { answerTasks } from './workerPool.ts';

// A thread that makes the folders and writes the files it is given, with their compressed copies:
// a few in each message, as most are written by a link alone, quicker than a message's round trip.
answerTasks((tasks: ThreadTask[]): CompressOutput => {
  const outputs = tasks.map(runTask);
  return {
    written: outputs.reduce((sum, output) => sum + output.written, 0),
    keys: outputs.flatMap((output) => output.keys),
  };
});
