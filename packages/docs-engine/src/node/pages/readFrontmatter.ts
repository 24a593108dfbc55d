import type { Root } from 'mdast';
import { parseDocument } from 'yaml';
import { BuildError } from '../../shared/BuildError.ts';
import type { PageHero } from '../../shared/types.ts';
import { readSimpleFrontmatter } from './simpleFrontmatter.ts';

/** The frontmatter keys the engine understands; others are kept but not interpreted. */
export interface Frontmatter {
  title?: string;
  subtitle?: string;
  description?: string;
  nav?: { title?: string; order?: number };
  group?: { title?: string; order?: number };
  order?: number;
  hero?: PageHero;
  sidebar?: boolean;
}

type Check = (value: unknown) => boolean;
const isString: Check = (v) => typeof v === 'string';
const isNumber: Check = (v) => typeof v === 'number' && Number.isFinite(v);
const isBoolean: Check = (v) => typeof v === 'boolean';
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const KEYS: Record<string, [Check, string]> = {
  title: [isString, 'a string'],
  subtitle: [isString, 'a string'],
  description: [isString, 'a string'],
  order: [isNumber, 'a number'],
  sidebar: [isBoolean, 'true or false'],
  nav: [(v) => isString(v) || isTitleOrder(v), 'a title or { title, order }'],
  group: [(v) => isString(v) || isTitleOrder(v), 'a title or { title, order }'],
  hero: [isHero, '{ title, description, actions: [{ text, link }] }'],
};

function isTitleOrder(value: unknown): boolean {
  return (
    isRecord(value) &&
    (value.title === undefined || isString(value.title)) &&
    (value.order === undefined || isNumber(value.order))
  );
}

function isHero(value: unknown): boolean {
  return (
    isRecord(value) &&
    (value.title === undefined || isString(value.title)) &&
    (value.description === undefined || isString(value.description)) &&
    (value.actions === undefined ||
      (Array.isArray(value.actions) &&
        value.actions.every((a) => isRecord(a) && isString(a.text) && isString(a.link))))
  );
}

const titleOrder = (value: unknown) => (typeof value === 'string' ? { title: value } : value);

/** Reads and checks a page's YAML frontmatter; a fault names the file and line. */
export function readFrontmatter(tree: Root, displayFile: string): Frontmatter {
  const yamlNode = tree.children.find((node) => node.type === 'yaml');
  if (!yamlNode) return {};
  // Most pages' frontmatter is plain, read without the YAML parser: 0.6 ms of a page's compile.
  return (
    readSimpleFrontmatter(yamlNode.value) ??
    // The YAML text starts on the line after the opening `---`.
    readFrontmatterText(yamlNode.value, (yamlNode.position?.start.line ?? 1) + 1, displayFile)
  );
}

/** Reads and checks frontmatter YAML that starts on `firstLine` of its file. */
export function readFrontmatterText(
  yamlText: string,
  firstLine: number,
  displayFile: string,
): Frontmatter {
  const document = parseDocument(yamlText);
  const [syntaxError] = document.errors;
  if (syntaxError) {
    const line = firstLine + (syntaxError.linePos?.[0].line ?? 1) - 1;
    throw new BuildError(
      'FRONTMATTER',
      displayFile,
      `frontmatter: ${syntaxError.message.split('\n')[0]}`,
      line,
    );
  }
  const data: unknown = document.toJS();
  if (data === null || data === undefined) return {};
  if (!isRecord(data)) {
    throw new BuildError(
      'FRONTMATTER',
      displayFile,
      'frontmatter must be a set of key: value lines',
      firstLine,
    );
  }
  for (const [key, [check, expected]] of Object.entries(KEYS)) {
    if (data[key] === undefined || check(data[key])) continue;
    const pair =
      document.contents && 'items' in document.contents
        ? document.contents.items.find((item) => String((item as { key?: unknown }).key) === key)
        : undefined;
    const offset = (pair as { key?: { range?: [number] } } | undefined)?.key?.range?.[0];
    const line =
      offset === undefined
        ? firstLine
        : firstLine + yamlText.slice(0, offset).split('\n').length - 1;
    throw new BuildError(
      'FRONTMATTER',
      displayFile,
      `frontmatter "${key}" must be ${expected}`,
      line,
    );
  }
  return {
    ...(data as Frontmatter),
    nav: titleOrder(data.nav) as Frontmatter['nav'],
    group: titleOrder(data.group) as Frontmatter['group'],
  };
}
