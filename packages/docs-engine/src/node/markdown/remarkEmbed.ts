import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Root, RootContent } from 'mdast';
import { SKIP } from 'unist-util-visit';
import { BuildError } from '../../shared/BuildError.ts';
import { decodeSource } from '../pages/readSourceFile.ts';
import { isInsideProject } from '../pages/projectRoots.ts';
import { jsxAttributes, type JsxElement } from './mdxNodes.ts';
import { parseMarkdown } from './parseMarkdown.ts';
import { walkTree } from './walkTree.ts';

export interface EmbedOptions {
  /** Absolute path of the file being processed. */
  file: string;
  /** Turns an absolute path into the form errors show (relative to the project). */
  display: (file: string) => string;
  /** The folders embedded files must lie in (see projectRoots). */
  allowedRoots: string[];
  /** Receives every file embedded, for watching. */
  onEmbed?: (file: string) => void;
  /** EMBED_LIMITS unless given. */
  limits?: typeof EMBED_LIMITS;
}

/**
 * How far embeds may nest, and how much text one page may pull in through them: without limits
 * a few files that embed each other several times grow without bound (4 embeds of 13 levels
 * is 67 million copies). A megabyte of Markdown already takes seconds to parse.
 */
export const EMBED_LIMITS = { depth: 8, bytes: 1024 * 1024 };

/** Tags whose `src` is a path: it must keep pointing at the same file once embedded elsewhere. */
const PATH_TAGS = new Set(['code', 'embed']);

/** Where a path attribute was written, kept on the node once its `src` is made absolute. */
export interface WrittenAt {
  /** The file as errors show it. */
  file: string;
  line?: number;
  /** The `src` as the author wrote it. */
  src: string;
}

declare module 'mdast-util-mdx-jsx' {
  interface MdxJsxFlowElementData {
    writtenAt?: WrittenAt;
    /** The embedded file the tag was written in (absolute), when not the page itself. */
    writtenIn?: string;
  }
  interface MdxJsxTextElementData {
    writtenAt?: WrittenAt;
    writtenIn?: string;
  }
}

/** The place a tag's `src` was written, when it came from an embedded file. */
export function writtenAt(node: JsxElement): WrittenAt | undefined {
  return node.data?.writtenAt;
}

/** The embedded file a tag was written in, when not the page itself. */
export function writtenIn(node: JsxElement): string | undefined {
  return node.data?.writtenIn;
}

interface Expansion {
  options: EmbedOptions;
  /** Bytes embedded so far into the page. */
  bytes: number;
  /** Each file's source, read once however often it is embedded. */
  sources: Map<string, { text: string; size: number }>;
}

/**
 * Replaces `<embed src="other.md"></embed>` with the content of that file (its frontmatter
 * dropped), recursively. An embedded file must lie inside the project, and embeds are limited
 * in depth and total size. Paths in the embedded file's `<code src>` and `<embed src>` are made
 * absolute so they resolve from the file they were written in.
 */
export function expandEmbeds(tree: Root, options: EmbedOptions): void {
  expand(tree, options.file, [], { options, bytes: 0, sources: new Map() });
}

function expand(tree: Root, file: string, chain: string[], expansion: Expansion): void {
  const { display, allowedRoots, onEmbed, limits = EMBED_LIMITS } = expansion.options;
  walkTree(tree, (node, index, parent) => {
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return undefined;
    if (node.name !== 'embed' || !parent || index === undefined) return undefined;
    const line = node.position?.start.line;
    const src = jsxAttributes(node).src;
    const fail = (reason: string): never => {
      throw new BuildError('EMBED', display(file), reason, line);
    };
    if (typeof src !== 'string') return fail('<embed> needs a src attribute');
    const target = path.resolve(path.dirname(file), src);
    const tag = `<embed src="${src}">`;
    if (!existsSync(target) || !statSync(target).isFile()) return fail(`${tag} — file not found`);
    if (!isInsideProject(target, allowedRoots)) {
      return fail(
        `${tag} — outside the project: a page may embed files only from ${allowedRoots.map(display).join(' or ')}`,
      );
    }
    const trail = [...chain, file];
    if (trail.includes(target)) {
      const cycle = [...trail.slice(trail.indexOf(target)), target].map(display).join(' → ');
      return fail(`${tag} — embeds itself: ${cycle}`);
    }
    if (trail.length > limits.depth) {
      return fail(
        `${tag} — embeds nest deeper than ${limits.depth} levels: ${[...trail, target].map(display).join(' → ')}`,
      );
    }
    const source = readEmbedded(target, expansion);
    expansion.bytes += source.size;
    if (expansion.bytes > limits.bytes) {
      return fail(
        `${tag} — the page's embedded files pass ${sizeText(limits.bytes)} in all: does a file embed others many times over?`,
      );
    }
    onEmbed?.(target);
    const embedded = parseMarkdown(source.text, target, display(target));
    expand(embedded, target, trail, expansion);
    absolutisePaths(embedded, target, display);
    const content = embedded.children.filter((child) => child.type !== 'yaml');
    parent.children.splice(index, 1, ...(content as RootContent[] as typeof parent.children));
    return [SKIP, index + content.length];
  });
}

const sizeText = (bytes: number) =>
  bytes % (1024 * 1024) === 0 ? `${bytes / 1024 / 1024} MB` : `${bytes} bytes`;

function readEmbedded(file: string, expansion: Expansion): { text: string; size: number } {
  const known = expansion.sources.get(file);
  if (known) return known;
  const bytes = readFileSync(file);
  const source = { text: decodeSource(bytes, expansion.options.display(file)), size: bytes.length };
  expansion.sources.set(file, source);
  return source;
}

function absolutisePaths(tree: Root, file: string, display: (file: string) => string): void {
  walkTree(tree, (node) => {
    // Links and images resolve from the file they were written in (see resolvePageLinks and
    // importPageImages): deeper ones know it already.
    if (node.type === 'link' || node.type === 'definition' || node.type === 'image') {
      node.data = { writtenIn: file, ...node.data };
      return;
    }
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
    const element = node as JsxElement;
    // A message about the tag names that file and its line there (see collectApiTables).
    element.data = { writtenIn: file, ...element.data };
    if (!element.name || !PATH_TAGS.has(element.name)) return;
    for (const attr of element.attributes) {
      if (attr.type !== 'mdxJsxAttribute' || attr.name !== 'src') continue;
      if (typeof attr.value !== 'string') continue;
      // Files embedded deeper were made absolute already, and keep where they were written.
      if (!writtenAt(element)) {
        const place: WrittenAt = {
          file: display(file),
          line: element.position?.start.line,
          src: attr.value,
        };
        element.data = { ...element.data, writtenAt: place };
      }
      attr.value = path.resolve(path.dirname(file), attr.value);
    }
  });
}
