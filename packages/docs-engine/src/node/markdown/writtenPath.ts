import path from 'node:path';
import type { Definition, Image, Link } from 'mdast';
import { BuildError } from '../../shared/BuildError.ts';

declare module 'mdast' {
  interface LinkData {
    /** The embedded file the node was written in (absolute), when not the page itself. */
    writtenIn?: string;
  }
  interface DefinitionData {
    writtenIn?: string;
  }
  interface ImageData {
    writtenIn?: string;
  }
}

/** A link, a link's definition or an image: a node whose address may be a path to a file. */
export type PathNode = Link | Definition | Image;

/**
 * The file a relative path in a node's address names, read from the folder of the file the node
 * was written in (the page, or a file it embeds, see remarkEmbed), with a way to fail the build at
 * the node's line in that file. `what` names the node in messages: `the link to ./a.md`.
 */
export function writtenPath(
  node: PathNode,
  relative: string,
  {
    page,
    display,
    code,
    what,
  }: {
    page: string;
    display: (file: string) => string;
    code: string;
    what: string;
  },
): { target: string; fail: (reason: string) => never } {
  const writtenIn = node.data?.writtenIn ?? page;
  const fail = (reason: string): never => {
    throw new BuildError(
      code,
      display(writtenIn),
      `${what} ${node.url} ${reason}`,
      node.position?.start.line,
    );
  };
  return { target: path.resolve(path.dirname(writtenIn), decoded(relative, fail)), fail };
}

/** The path with its %-escapes decoded; a % that starts none fails, instead of throwing URIError. */
function decoded(relative: string, fail: (reason: string) => never): string {
  try {
    return decodeURI(relative);
  } catch {
    return fail('is not a path: a % starts an escape such as %20 (write %25 for a % sign)');
  }
}
