import type { Root } from 'mdast';
import { jsxAttributes } from './mdxNodes.ts';
import { writtenIn } from './remarkEmbed.ts';
import { walkTree } from './walkTree.ts';

/** Where a page shows the props table of a component: `<API id="Drawer"></API>`. */
export interface ApiTableRef {
  /** The component's name, by which the table looks up its props; empty when the tag has none. */
  id: string;
  /**
   * Index in the page's TOC of the heading the table follows, counted as the search texts count
   * theirs (every heading, wherever it sits); absent before the first heading.
   */
  tocIndex?: number;
  /** The file the tag was written in, as errors show it: the page, a tab or an embedded file. */
  file: string;
  line?: number;
  /** The content tab the table is on: the page's search data, which knows no tabs, leaves it out. */
  tab?: string;
}

/**
 * The `<API>` tables of a page, in document order. Their rows are known only once the types are
 * read, so the scan keeps where each table is and the search data adds its rows (apiSearchAnchors);
 * the build checks that each names a component the types hold (apiTableProblems).
 */
export function collectApiTables(
  tree: Root,
  file: string,
  display: (file: string) => string,
): ApiTableRef[] {
  const tables: ApiTableRef[] = [];
  let headings = 0;
  walkTree(tree, (node) => {
    if (node.type === 'heading') {
      headings += 1;
    } else if (
      (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
      node.name === 'API'
    ) {
      // An id written as code (`id={name}`, `{...props}`) is known only when the table renders.
      const idInCode = node.attributes.some(
        (attr) =>
          attr.type === 'mdxJsxExpressionAttribute' ||
          (attr.name === 'id' && typeof attr.value === 'object' && attr.value !== null),
      );
      if (!idInCode) {
        const { id } = jsxAttributes(node);
        const embedded = writtenIn(node);
        const line = node.position?.start.line;
        tables.push({
          // A bare `<API id>` names no component either.
          id: typeof id === 'string' ? id : '',
          ...(headings > 0 ? { tocIndex: headings - 1 } : {}),
          file: embedded ? display(embedded) : file,
          ...(line === undefined ? {} : { line }),
        });
      }
    }
    return undefined;
  });
  return tables;
}
