/** A stylesheet of the sources, named by its path: what a page's inline CSS is traced back to. */
export interface CssSource {
  name: string;
  css: string;
}

/** What the bench reports for a rule no source stylesheet is found for. */
export const UNATTRIBUTED = '(unattributed)';

/**
 * The bytes of a page's inline CSS by the source stylesheet each of its rules came from: the
 * build concatenates and minifies them, so a rule is traced by the classes of its selector (or
 * its keyframes' name, or a selector without classes found as such in a source).
 */
export function inlineCssBySource(inlineCss: string[], sources: CssSource[]): Map<string, number> {
  const classesBySource = sources.map((source) => ({
    name: source.name,
    css: source.css,
    classes: selectorClasses(source.css),
  }));
  const bytes = new Map<string, number>();
  for (const rule of inlineCss.flatMap(topLevelRules)) {
    const name = sourceOf(rule, classesBySource) ?? UNATTRIBUTED;
    bytes.set(name, (bytes.get(name) ?? 0) + Buffer.byteLength(rule));
  }
  return bytes;
}

/** The rules at the top level of a stylesheet, an at-rule block with what it holds. */
export function topLevelRules(css: string): string[] {
  const rules: string[] = [];
  let depth = 0;
  let start = 0;
  for (let at = 0; at < css.length; at += 1) {
    const char = css[at];
    if (char === '{') depth += 1;
    if (char === '}') {
      depth -= 1;
      if (depth === 0) {
        rules.push(css.slice(start, at + 1).trim());
        start = at + 1;
      }
    }
    // A statement such as @import or @charset ends at its semicolon.
    if (char === ';' && depth === 0) {
      rules.push(css.slice(start, at + 1).trim());
      start = at + 1;
    }
  }
  return rules.filter((rule) => rule.length > 0);
}

/** Class names used in selectors: those followed by a block before any other brace. */
function selectorClasses(css: string): Set<string> {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return new Set(
    [...withoutComments.matchAll(/\.(-?[A-Za-z_][\w-]*)(?=[^{};]*\{)/g)].map(
      (match) => match[1] ?? '',
    ),
  );
}

/** The selector a rule applies to; inside an at-rule block, its first rule's. */
function firstSelector(rule: string): string {
  const open = rule.indexOf('{');
  const prelude = rule.slice(0, open);
  if (!prelude.startsWith('@')) return prelude;
  const inner = rule.slice(open + 1);
  return inner.slice(0, inner.indexOf('{'));
}

function sourceOf(
  rule: string,
  sources: { name: string; css: string; classes: Set<string> }[],
): string | undefined {
  const keyframes = /^@keyframes\s+([\w-]+)/.exec(rule)?.[1];
  if (keyframes) {
    return sources.find((source) => source.css.includes(`@keyframes ${keyframes}`))?.name;
  }
  const selector = firstSelector(rule);
  const classes = [...selector.matchAll(/\.(-?[A-Za-z_][\w-]*)/g)].map((match) => match[1] ?? '');
  const [first] = classes;
  if (first === undefined) {
    // No class: `:root`, `body`, `h1`; the minifier keeps such selectors as they are written.
    const plain = selector.split(',')[0]?.trim() ?? '';
    return plain ? sources.find((source) => source.css.includes(plain))?.name : undefined;
  }
  const candidates = sources.filter((source) => source.classes.has(first));
  return (
    candidates.find((source) => classes.every((name) => source.classes.has(name))) ?? candidates[0]
  )?.name;
}
