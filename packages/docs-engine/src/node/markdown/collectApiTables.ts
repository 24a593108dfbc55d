import type { Root } from 'mdast';
import { jsxAttributes } from './mdxNodes.ts';
import { walkTree } from './walkTree.ts';

/** Where a page shows the props table of a component: `<API id="Drawer"></API>`. */
export interface ApiTableRef {
  /** The component's name, by which the table looks up its props. */
  id: string;
  /**
   * Index in the page's TOC of the heading the table follows, counted as the search texts count
   * theirs (every heading, wherever it sits); absent before the first heading.
   */
  tocIndex?: number;
}

/**
 * The `<API>` tables of a page, in document order. Their rows are known only once the types are
 * read, so the scan keeps where each table is and the search data adds its rows (apiSearchAnchors).
 * A table without a literal id shows no props, so it is left out.
 */
export function collectApiTables(tree: Root): ApiTableRef[] {
  const tables: ApiTableRef[] = [];
  let headings = 0;
  walkTree(tree, (node) => {
    if (node.type === 'heading') {
      headings += 1;
    } else if (
      (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
      node.name === 'API'
    ) {
      const { id } = jsxAttributes(node);
      if (typeof id === 'string' && id) {
        tables.push({ id, ...(headings > 0 ? { tocIndex: headings - 1 } : {}) });
      }
    }
    return undefined;
  });
  return tables;
}
