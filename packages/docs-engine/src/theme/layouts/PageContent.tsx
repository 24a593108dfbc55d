import type { ComponentType } from 'react';
import type { PageModule } from 'virtual:docs-engine/pages';
import { DemosProvider } from '../../client/demos.tsx';
import { getLoaderData, loaderDataKey } from '../../client/loaderData.ts';
import { useLocation } from '../../client/router.tsx';
import type { PageMeta } from '../../shared/types.ts';
import { markdownComponents } from '../markdown/markdownComponents.tsx';

type Module = PageModule & { builtins?: Record<string, ComponentType<never>> };

/** A page's Markdown content with its demos, the builtins it uses and its server data. */
export default function PageContent({ page, module }: { page: PageMeta; module: Module }) {
  const { default: Content, demos, builtins } = module;
  const { pathname, search } = useLocation();
  // A page with a server loader reads its data as `props.loaderData` in its MDX.
  const loaderData = page.hasServerLoader ? getLoaderData(loaderDataKey(pathname, search)) : undefined;
  return (
    <DemosProvider value={demos}>
      <article className="de-markdown" data-page={page.id}>
        <Content components={{ ...markdownComponents, ...builtins }} loaderData={loaderData} />
      </article>
    </DemosProvider>
  );
}
