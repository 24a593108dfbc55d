import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Blockquote, Code, PhrasingContent, Root, RootContent } from 'mdast';
import remarkMdx from 'remark-mdx';
import remarkStringify from 'remark-stringify';
import { toString } from 'mdast-util-to-string';
import { unified } from 'unified';
import { SKIP } from 'unist-util-visit';
import type { TextKey } from '../../client/locales/en-US.ts';
import { localizePath, resolveLocale } from '../../shared/localePaths.ts';
import type { ApiDefinitions, Locale } from '../../shared/types.ts';
import { attributeFlag } from '../markdown/attributeFlag.ts';
import { collectDemoGraph } from '../demo/collectDemoGraph.ts';
import { readDemoFrontmatter } from '../demo/readDemoFrontmatter.ts';
import { sourceFile } from '../demo/renderDemoModule.ts';
import { unescapeHeadingId } from '../markdown/headingIds.ts';
import { jsxAttributes } from '../markdown/mdxNodes.ts';
import {
  parseMarkdown,
  parseMarkdownText,
  type ParsedMarkdown,
} from '../markdown/parseMarkdown.ts';
import { expandEmbeds } from '../markdown/remarkEmbed.ts';
import { syntaxPlugins } from '../markdown/syntaxPlugins.ts';
import { transformContainers } from '../markdown/transformContainers.ts';
import { walkTree } from '../markdown/walkTree.ts';
import { apiTable } from './apiTable.ts';

export interface MarkdownContext {
  /** The published address of a route path (hostname and base in front). */
  url: (routePath: string) => string;
  /** The site's locales, the default first, and the one the page is read in. */
  locales: readonly Locale[];
  locale: Locale;
  texts: Record<TextKey, string>;
  /**
   * The props of each component for `<API>` (undefined without apiParser), asked for only by a
   * page that shows some: a compile thread, which has none at hand, leaves those pages to the
   * main thread.
   */
  api: () => ApiDefinitions | undefined;
  display: (file: string) => string;
  /** The folders embedded files may come from (see projectRoots). */
  allowedRoots: string[];
}

export interface MarkdownPage {
  /** The Markdown file of the page. */
  file: string;
  displayFile: string;
  title: string;
  /** Route path in its locale. */
  path: string;
  /** Content tabs, each added as a section. */
  tabs?: { title: string; file: string; displayFile: string }[];
}

/**
 * A file's Markdown tree as parsed and not transformed yet, with its text, when the caller has
 * one at hand (a compile thread parses the page anyway); undefined for the file to be read and
 * parsed.
 */
export type ParsedFile = (file: string) => ParsedMarkdown | undefined;

// The same syntax as the parser's (parseMarkdown), so every node it makes can be written back.
const stringifier = unified()
  .use(remarkStringify, { bullet: '-', fences: true, rule: '-' })
  .use(remarkMdx);
for (const plugin of syntaxPlugins) stringifier.use(plugin);

const isJsx = (node: { type: string }): node is Extract<RootContent, { name?: unknown }> =>
  node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';

/** `<code src>`: the demo's title, its description and every local file it is made of. */
async function demoBlocks(
  attrs: Record<string, string | true>,
  pageFile: string,
  onRead: (file: string) => void,
): Promise<RootContent[]> {
  const src = attrs.src;
  if (typeof src !== 'string') return [];
  const entryFile = path.resolve(path.dirname(pageFile), src);
  const frontmatter = readDemoFrontmatter(readFileSync(entryFile, 'utf8'));
  const title =
    (typeof attrs.title === 'string' ? attrs.title : frontmatter.title) ?? path.basename(entryFile);
  const description =
    typeof attrs.description === 'string' ? attrs.description : frontmatter.description;
  const { files } = await collectDemoGraph(entryFile);
  onRead(entryFile);
  for (const file of files) onRead(file);
  const entryDir = path.dirname(entryFile);
  const sources: Code[] = files.map((file) => {
    const source = sourceFile(entryDir, file);
    return {
      type: 'code',
      lang: source.lang,
      meta: `title="${source.name}"`,
      value: source.code.trimEnd(),
    };
  });
  return [
    {
      type: 'paragraph',
      children: [{ type: 'strong', children: [{ type: 'text', value: title }] }],
    },
    ...(description
      ? (parseMarkdown(description, pageFile, pageFile).children as RootContent[])
      : []),
    ...sources,
  ];
}

/** The phrasing content of a line of Markdown, e.g. a description with `code` in it. */
function inlineMarkdown(markdown: string, file: string): PhrasingContent[] {
  const [first] = parseMarkdown(markdown, file, file).children;
  return first?.type === 'paragraph' ? first.children : [{ type: 'text', value: markdown }];
}

/** `:::warning Title` containers, already `<Container>`, become quotes led by their title. */
function containerQuote(node: Extract<RootContent, { name?: unknown }>): Blockquote {
  const attrs = jsxAttributes(node as never);
  const title = typeof attrs.title === 'string' ? attrs.title : String(attrs.type ?? 'info');
  return {
    type: 'blockquote',
    children: [
      {
        type: 'paragraph',
        children: [{ type: 'strong', children: [{ type: 'text', value: title }] }],
      },
      ...(node.children as Blockquote['children']),
    ],
  };
}

/** Links inside the site become addresses a reader of the file can follow, in its language. */
function absoluteUrl(url: string, page: MarkdownPage, context: MarkdownContext): string {
  if (url.startsWith('#')) return `${context.url(page.path)}${url}`;
  if (!url.startsWith('/') || url.startsWith('//')) return url;
  const pathname = /^[^?#]*/.exec(url)?.[0] ?? url;
  const [defaultLocale] = context.locales;
  const localized =
    resolveLocale(pathname, context.locales) === defaultLocale
      ? localizePath(pathname, context.locale)
      : pathname;
  return `${context.url(localized)}${url.slice(pathname.length)}`;
}

/** A file's text for readers, and the blocks of it that are as written, by their own text. */
interface Body {
  tree: Root;
  asWritten: Map<RootContent, string>;
}

/**
 * The top-level blocks of a tree that its transforms left as they were, with their text in the
 * file: written back as they are, they need no Markdown writer, which escapes every text node
 * against every construct it could start (the most of a page's Markdown's time).
 */
function blocksAsWritten(
  tree: Root,
  text: string,
  before: ReadonlyMap<RootContent, string>,
): Map<RootContent, string> {
  const asWritten = new Map<RootContent, string>();
  for (const node of tree.children) {
    const { start, end } = node.position ?? {};
    if (start?.offset === undefined || end?.offset === undefined) continue;
    if (before.get(node) !== JSON.stringify(node)) continue;
    const written = text.slice(start.offset, end.offset).replace(/\r\n?/g, '\n');
    asWritten.set(node, node.type === 'heading' ? unescapeHeadingId(written) : written);
  }
  return asWritten;
}

async function bodyOf(
  file: string,
  displayFile: string,
  page: MarkdownPage,
  context: MarkdownContext,
  { onRead, parsed }: { onRead: (file: string) => void; parsed?: ParsedFile },
): Promise<Body> {
  const { tree, text } =
    parsed?.(file) ?? parseMarkdownText(readFileSync(file, 'utf8'), file, displayFile);
  // Each block as parsed, to tell after the transforms which ones they left as they were.
  const before = new Map(tree.children.map((node) => [node, JSON.stringify(node)]));
  expandEmbeds(tree, {
    file,
    display: context.display,
    allowedRoots: context.allowedRoots,
    onEmbed: onRead,
  });
  transformContainers(tree, displayFile);
  const demos: {
    parent: { children: RootContent[] };
    index: number;
    attrs: Record<string, string | true>;
  }[] = [];
  walkTree(tree, (node, index, parent) => {
    if (!parent || index === undefined) return undefined;
    const drop = () => {
      parent.children.splice(index, 1);
      return [SKIP, index] as [typeof SKIP, number];
    };
    if (node.type === 'yaml' || node.type === 'mdxjsEsm') return drop();
    if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') return drop();
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition') {
      node.url = absoluteUrl(node.url, page, context);
      return undefined;
    }
    if (!isJsx(node)) return undefined;
    const attrs = jsxAttributes(node as never);
    if (node.name === 'code' && typeof attrs.src === 'string') {
      if (!attributeFlag(attrs.debug)) demos.push({ parent, index, attrs });
      return SKIP;
    }
    if (node.name === 'API') {
      const id = typeof attrs.id === 'string' ? attrs.id : '';
      const api = context.api();
      const props = api?.[id]?.props;
      const replacement: RootContent = props
        ? apiTable(props, context.texts, (markdown) => inlineMarkdown(markdown, file))
        : {
            type: 'paragraph',
            children: [
              {
                type: 'text',
                value: api
                  ? context.texts['api.component.not.found'].replace('{id}', id)
                  : context.texts['api.component.unavailable'],
              },
            ],
          };
      parent.children.splice(index, 1, replacement as never);
      return SKIP;
    }
    if (node.name === 'Container') {
      parent.children.splice(index, 1, containerQuote(node) as never);
      return undefined;
    }
    return undefined;
  });
  // Replaced last to first, so the recorded indexes stay right.
  for (const { parent, index, attrs } of demos.reverse()) {
    parent.children.splice(index, 1, ...(await demoBlocks(attrs, file, onRead)));
  }
  return { tree, asWritten: blocksAsWritten(tree, text, before) };
}

/**
 * A tree as Markdown: the blocks as written as they are, the others (new, or changed) written by
 * remark, each run of them at once, as remark writes the whole.
 */
function toMarkdown(tree: Root, asWritten: ReadonlyMap<RootContent, string>): string {
  const blocks: string[] = [];
  let run: RootContent[] = [];
  const writeRun = () => {
    if (run.length) blocks.push(stringifier.stringify({ type: 'root', children: run }).trimEnd());
    run = [];
  };
  for (const node of tree.children) {
    const written = asWritten.get(node);
    if (written === undefined) {
      run.push(node);
      continue;
    }
    writeRun();
    blocks.push(written);
  }
  writeRun();
  return `${blocks.join('\n\n')}\n`;
}

/**
 * A page as Markdown for people and assistants: its title line, its text with embeds expanded,
 * each demo as its title, description and source files, each `<API>` as a table of props, and
 * links that work outside the site.
 */
export async function pageMarkdown(page: MarkdownPage, context: MarkdownContext): Promise<string> {
  return (await pageMarkdownWithSources(page, context)).markdown;
}

/**
 * `pageMarkdown`, with the files it read besides the page and its tabs (embedded files, demo
 * sources): what a cached copy of it depends on. `parsed` gives the trees the caller has.
 */
export async function pageMarkdownWithSources(
  page: MarkdownPage,
  context: MarkdownContext,
  parsed?: ParsedFile,
): Promise<{ markdown: string; files: string[] }> {
  const files = new Set<string>();
  const reading = { onRead: (file: string) => void files.add(file), parsed };
  const { tree, asWritten } = await bodyOf(page.file, page.displayFile, page, context, reading);
  const firstHeading = tree.children.find((node) => node.type === 'heading');
  if (!(
    firstHeading?.type === 'heading' &&
    firstHeading.depth === 1 &&
    toString(firstHeading) === page.title
  )) {
    tree.children.unshift({
      type: 'heading',
      depth: 1,
      children: [{ type: 'text', value: page.title }],
    });
  }
  for (const tab of page.tabs ?? []) {
    const body = await bodyOf(tab.file, tab.displayFile, page, context, reading);
    tree.children.push(
      { type: 'heading', depth: 2, children: [{ type: 'text', value: tab.title }] },
      ...body.tree.children,
    );
    for (const [node, written] of body.asWritten) asWritten.set(node, written);
  }
  return { markdown: toMarkdown(tree, asWritten), files: [...files] };
}
