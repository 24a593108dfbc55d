import { render } from '../../client/entry-server.tsx';
import { rootCause } from '../describeRenderError.ts';
import { answerTasks, transferError } from '../workerPool.ts';
import type { RenderTask, TransferredRender } from './renderTask.ts';

// What the pages' modules outside the bundle import (see serverPageModule): the bundle's own
// React and builtins, so that a page renders with the same instances as the theme around it.
export { Fragment, jsx, jsxs } from 'react/jsx-runtime';
export { pageRuntime } from 'virtual:docs-engine/server-page-runtime';

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
