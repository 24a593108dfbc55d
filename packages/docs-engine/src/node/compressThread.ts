import { compressCopies } from './compressCopies.ts';
import { answerTasks } from './workerPool.ts';

// A thread that writes the compressed copies of the files it is given, one at a time.
answerTasks(compressCopies);
