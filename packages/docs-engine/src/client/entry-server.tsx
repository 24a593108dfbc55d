import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { createRoutes } from './routes.tsx';
import { basename } from './site.ts';

export interface RenderResult {
  html: string;
  status: number;
  /** What went wrong when a route did not render. */
  errors: string[];
}

const handler = createStaticHandler(createRoutes(), { basename });

/** Renders one address of the site to HTML, as the browser will hydrate it. */
export async function render(url: string): Promise<RenderResult> {
  const context = await handler.query(new Request(url));
  if (context instanceof Response) {
    return { html: '', status: context.status, errors: [`redirects to ${context.headers.get('Location')}`] };
  }
  const errors = Object.values(context.errors ?? {}).map((error) =>
    error instanceof Error ? (error.stack ?? error.message) : JSON.stringify(error),
  );
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} />
    </StrictMode>,
  );
  return { html, status: context.statusCode, errors };
}
