import type { Heading } from 'mdast';

/** An ATX heading's line: up to three spaces, one to six `#`, then a space or tab. */
const ATX_HEADING = /^ {0,3}#{1,6}[ \t]/;
/** The opening or closing line of fenced code; `fence` is its run of backticks or tildes. */
const FENCE = /^ {0,3}(?<fence>`{3,}|~{3,})/;
const CLOSING_FENCE = /^ {0,3}(`{3,}|~{3,})[ \t]*\r?$/;
/** `{#install}` at the end of a heading's line, after a space: the heading's own id. */
const OWN_ID = /([ \t])\{#([\w-]+)\}([ \t]*\r?)$/;

/**
 * Escapes the braces of each heading's own id, `## Install {#install}` (as VitePress and
 * Docusaurus read it), which MDX would otherwise parse as a JavaScript expression and fail on:
 * the heading's text then ends with `{#install}`, which `takeOwnId` takes out. Lines keep their
 * numbers; fenced code is left alone.
 */
export function escapeHeadingIds(source: string): string {
  if (!source.includes('{#')) return source;
  let fence: string | undefined;
  return source
    .split('\n')
    .map((line) => {
      if (fence !== undefined) {
        const closing = CLOSING_FENCE.exec(line)?.[1] ?? '';
        if (closing[0] === fence[0] && closing.length >= fence.length) fence = undefined;
        return line;
      }
      fence = FENCE.exec(line)?.groups?.fence;
      if (fence !== undefined || !ATX_HEADING.test(line)) return line;
      return line.replace(OWN_ID, (_, space: string, id: string, end: string) => {
        return `${space}\\{#${id}\\}${end}`;
      });
    })
    .join('\n');
}

/** A heading as written, from the text escapeHeadingIds made of it. */
export function unescapeHeadingId(heading: string): string {
  return heading.replace(/\\\{#([\w-]+)\\\}([ \t]*)$/, '{#$1}$2');
}

/** The id a heading was given with `{#id}` at its end, taken out of its text. */
export function takeOwnId(heading: Heading): string | undefined {
  const last = heading.children.at(-1);
  if (last?.type !== 'text') return undefined;
  const match = /\s*\{#([\w-]+)\}$/.exec(last.value);
  if (!match) return undefined;
  last.value = last.value.slice(0, match.index);
  if (!last.value) heading.children.pop();
  return match[1];
}
