/** A piece of a one-line Markdown text, as the API table renders it. */
export type InlineNode =
  | { kind: 'text'; text: string }
  | { kind: 'code'; text: string }
  | { kind: 'strong' | 'em'; children: InlineNode[] }
  | { kind: 'link'; href: string; children: InlineNode[] };

/**
 * The syntax a JSDoc comment uses in practice: `code`, **strong**, *em* or _em_, [text](href).
 * Anything else stays text, so a stray `*` or `[` is shown as written rather than lost.
 */
const INLINE =
  /`([^`]+)`|\*\*(.+?)\*\*|\*([^*\s](?:[^*]*[^*\s])?)\*|\b_([^_\s](?:[^_]*[^_\s])?)_\b|\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Schemes a link in a description may use; anything else (`javascript:`) stays plain text. */
const SAFE_HREF = /^(https?:\/\/|mailto:|\/|#|\.{1,2}\/)/;

export function parseInlineMarkdown(source: string): InlineNode[] {
  const nodes: InlineNode[] = [];
  let plainFrom = 0;
  for (const match of source.matchAll(INLINE)) {
    const [whole, code, strong, star, underscore, linkText, href] = match;
    let node: InlineNode | undefined;
    if (code !== undefined) node = { kind: 'code', text: code };
    else if (strong !== undefined) node = { kind: 'strong', children: parseInlineMarkdown(strong) };
    else if (star !== undefined || underscore !== undefined) {
      node = { kind: 'em', children: parseInlineMarkdown(star ?? underscore ?? '') };
    } else if (linkText !== undefined && href !== undefined && SAFE_HREF.test(href)) {
      node = { kind: 'link', href, children: parseInlineMarkdown(linkText) };
    }
    if (!node) continue;
    if (match.index > plainFrom) {
      nodes.push({ kind: 'text', text: source.slice(plainFrom, match.index) });
    }
    nodes.push(node);
    plainFrom = match.index + whole.length;
  }
  if (plainFrom < source.length) nodes.push({ kind: 'text', text: source.slice(plainFrom) });
  return nodes;
}

/** The text a reader sees of a one-line Markdown text, its markers gone: what search matches. */
export function inlineMarkdownText(source: string): string {
  return textOf(parseInlineMarkdown(source));
}

function textOf(nodes: InlineNode[]): string {
  return nodes
    .map((node) =>
      node.kind === 'text' || node.kind === 'code' ? node.text : textOf(node.children),
    )
    .join('');
}
