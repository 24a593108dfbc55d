import { parse } from 'yaml';

export interface DemoFrontmatter {
  title?: string;
  description?: string;
  keywords?: string[];
}

/** A demo's title: the `<code>` tag's `title`, else its file's frontmatter's. */
export function demoTitle(
  attrs: Record<string, string | true>,
  frontmatter: DemoFrontmatter,
): string | undefined {
  return typeof attrs.title === 'string' ? attrs.title : frontmatter.title;
}

/**
 * Reads the YAML in a demo file's leading block comment:
 * `/** title: Basic\n * description: Opens from the right *\/`. Anything else yields nothing.
 */
export function readDemoFrontmatter(code: string): DemoFrontmatter {
  const comment = /^\s*\/\*\*?([\s\S]*?)\*\//.exec(code)?.[1];
  if (comment === undefined) return {};
  const yaml = comment
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, ''))
    .join('\n');
  let data: unknown;
  try {
    data = parse(yaml);
  } catch {
    // A plain comment that is not YAML (a licence header, say) is no frontmatter.
    return {};
  }
  if (typeof data !== 'object' || data === null) return {};
  const record = data as Record<string, unknown>;
  const keywords = record.keywords;
  return {
    ...(typeof record.title === 'string' && { title: record.title }),
    ...(typeof record.description === 'string' && { description: record.description }),
    ...(Array.isArray(keywords) && { keywords: keywords.map(String) }),
    ...(typeof keywords === 'string' && {
      keywords: keywords.split(',').map((word) => word.trim()),
    }),
  };
}
