import type { ComponentType } from 'react';
import type { PageModule } from 'virtual:docs-engine/pages';
import { DemosProvider } from '../../client/demos.tsx';
import type { PageMeta } from '../../shared/types.ts';
import { markdownComponents } from '../markdown/markdownComponents.tsx';

type Module = PageModule & { builtins?: Record<string, ComponentType<never>> };

/** A page's Markdown content with its demos and the builtins it uses. */
export default function PageContent({ page, module }: { page: PageMeta; module: Module }) {
  const { default: Content, demos, builtins } = module;
  return (
    <DemosProvider value={demos}>
      <article className="de-markdown" data-page={page.id}>
        <Content components={{ ...markdownComponents, ...builtins }} />
      </article>
    </DemosProvider>
  );
}
