import type { Frontmatter } from './readFrontmatter.ts';

/** `key: value` at the start of a line, or `key:` opening a map of such lines indented by two. */
const LINE = /^( {2})?([A-Za-z_][\w-]*):(?: (.*))?$/;
const INTEGER = /^-?(?:0|[1-9]\d{0,14})$/;
/**
 * Text YAML reads as that very string: a letter first, then words, digits and light punctuation,
 * none of the characters that start YAML's other syntax (quotes, `#`, `:`, `&`, `*`, `[`, `{`...).
 */
const PLAIN_STRING = /^[A-Za-z][\w .,()/'!?+-]*$/;
/** Words YAML (1.1 or 1.2) may read as something other than a string. */
const RESERVED = /^(?:true|false|null|yes|no|on|off|y|n)$/i;

type Value = string | number | boolean;

function scalar(text: string): Value | undefined {
  if (text === 'true' || text === 'false') return text === 'true';
  if (INTEGER.test(text)) return Number(text);
  if (PLAIN_STRING.test(text) && !RESERVED.test(text) && !text.endsWith(' ')) return text;
  return undefined;
}

const isTitleOrder = (value: unknown): boolean =>
  typeof value === 'string' ||
  (typeof value === 'object' &&
    value !== null &&
    Object.entries(value).every(([key, inner]) =>
      key === 'title' ? typeof inner === 'string' : key === 'order' && typeof inner === 'number',
    ));

/** The keys a page head's plain frontmatter may hold, each with the values the engine takes. */
const CHECKS: Record<string, (value: unknown) => boolean> = {
  title: (value) => typeof value === 'string',
  subtitle: (value) => typeof value === 'string',
  description: (value) => typeof value === 'string',
  order: (value) => typeof value === 'number',
  sidebar: (value) => typeof value === 'boolean',
  nav: isTitleOrder,
  group: isTitleOrder,
};

/**
 * Frontmatter read without the YAML parser (a quarter of a second for 1,000 pages, on a new
 * site's first start) when it is plain: known keys, each a string, integer or boolean written
 * as YAML reads it, or (`nav`, `group`) a map of such. Undefined for anything else, which the
 * YAML parser reads, and reports faults in, as always.
 */
export function readSimpleFrontmatter(yamlText: string): Frontmatter | undefined {
  const data: Record<string, Value | Record<string, Value>> = {};
  let open: Record<string, Value> | undefined;
  for (const line of yamlText.split('\n')) {
    const [, indent, key = '', rest] = LINE.exec(line.replace(/\r$/, '')) ?? [];
    if (!key || key in (indent ? (open ?? {}) : data)) return undefined;
    if (indent) {
      const value = rest === undefined ? undefined : scalar(rest);
      if (!open || value === undefined) return undefined;
      open[key] = value;
      continue;
    }
    if (rest === undefined) {
      open = {};
      data[key] = open;
      continue;
    }
    const value = scalar(rest);
    if (value === undefined) return undefined;
    data[key] = value;
    open = undefined;
  }
  // An empty map is YAML's null, which no key takes.
  const plain = Object.entries(data).every(
    ([key, value]) =>
      CHECKS[key]?.(value) === true && (typeof value !== 'object' || Object.keys(value).length > 0),
  );
  if (!plain) return undefined;
  const titleOrder = (value: unknown) => (typeof value === 'string' ? { title: value } : value);
  return {
    ...data,
    nav: titleOrder(data.nav) as Frontmatter['nav'],
    group: titleOrder(data.group) as Frontmatter['group'],
  };
}
