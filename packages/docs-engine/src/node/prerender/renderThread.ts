import { render } from '../../client/entry-server.tsx';
import { rootCause } from '../describeRenderError.ts';
import { answerTasks, transferError } from '../workerPool.ts';
import type { RenderTask, TransferredRender } from './renderTask.ts';

// The server bundle's entry: a render thread runs this file as the build bundled it, plain
// JavaScript, so it needs no TypeScript loader (nor the loader's own thread) to start.
answerTasks(async (input: RenderTask['input']): Promise<TransferredRender> => {
  try {
    const result = await render(input.url, input.loaderData);
    return {
      html: result.html,
      status: result.status,
      errors: result.errors.map((error) => transferError(rootCause(error))),
    };
  } catch (error) {
    throw rootCause(error);
  }
});
