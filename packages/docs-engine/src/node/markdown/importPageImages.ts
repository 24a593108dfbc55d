import { existsSync, statSync } from 'node:fs';
import type { Program } from 'estree';
import type { Image, Root } from 'mdast';
import type { MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { isInsideProject } from '../pages/projectRoots.ts';
import { jsxAttribute } from './mdxNodes.ts';
import { walkTree } from './walkTree.ts';
import { writtenPath } from './writtenPath.ts';

/** A relative path to a file, `img/a.png` or `../shared/b.svg?v=2`: the part before any query or hash. */
const RELATIVE_FILE = /^(?![a-z][a-z\d+.-]*:|\/|#)([^?#]+)/i;

export interface PageImageOptions {
  /** Absolute path of the page. */
  file: string;
  /** Turns an absolute path into the form errors show. */
  display: (file: string) => string;
  /** The folders a page may read files from (see projectRoots). */
  allowedRoots: string[];
}

const program = (body: Program['body']): Program => ({
  type: 'Program',
  sourceType: 'module',
  body,
});

/** `<img src={name} alt title>`: the image as JSX, its address the imported file's. */
function importedImage(image: Image, name: string): MdxJsxTextElement {
  const expression = program([
    { type: 'ExpressionStatement', expression: { type: 'Identifier', name } },
  ]);
  return {
    type: 'mdxJsxTextElement',
    name: 'img',
    attributes: [
      {
        type: 'mdxJsxAttribute',
        name: 'src',
        value: {
          type: 'mdxJsxAttributeValueExpression',
          value: name,
          data: { estree: expression },
        },
      },
      jsxAttribute('alt', image.alt ?? ''),
      ...(image.title ? [jsxAttribute('title', image.title)] : []),
    ],
    children: [],
    position: image.position,
  };
}

/** The page's imports of its images: `import name from "/abs/file.png"`, one per file. */
function imports(files: string[], nameOf: (index: number) => string): Root['children'][number] {
  return {
    type: 'mdxjsEsm',
    value: files
      .map((file, index) => `import ${nameOf(index)} from ${JSON.stringify(file)};`)
      .join('\n'),
    data: {
      estree: program(
        files.map((file, index) => ({
          type: 'ImportDeclaration',
          specifiers: [
            { type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name: nameOf(index) } },
          ],
          source: { type: 'Literal', value: file, raw: JSON.stringify(file) },
          attributes: [],
        })),
      ),
    },
  };
}

/**
 * Makes each image a page shows from a file beside it (`![Diagram](./img/flow.png)`, read from the
 * folder of the file it is written in) an import of that file, so the bundler publishes it with
 * the site under a hashed name, as it does a demo's. An image file that does not exist, or lies
 * outside the project, fails the build at its line. Addresses (`/logo.svg`, `https://…`) are kept
 * as written. Returns the files imported: one that appears or goes away changes the page.
 */
export function importPageImages(tree: Root, options: PageImageOptions): string[] {
  const { display, allowedRoots } = options;
  const files: string[] = [];
  const nameOf = (index: number) => `__docsEngineImage${index}`;
  walkTree(tree, (node, index, parent) => {
    if (node.type !== 'image' || !parent || index === undefined) return undefined;
    const written = RELATIVE_FILE.exec(node.url)?.[1];
    if (!written) return undefined;
    const { target, fail } = writtenPath(node, written, {
      page: options.file,
      display,
      code: 'PAGE_IMAGE',
      what: 'the image',
    });
    if (!existsSync(target) || !statSync(target).isFile()) {
      fail(`points at ${display(target)}, which does not exist`);
    }
    if (!isInsideProject(target, allowedRoots)) {
      fail(
        `is outside the project: a page may show files only from ${allowedRoots.map(display).join(' or ')}`,
      );
    }
    const known = files.indexOf(target);
    const at = known < 0 ? files.push(target) - 1 : known;
    parent.children.splice(
      index,
      1,
      importedImage(node, nameOf(at)) as (typeof parent.children)[number],
    );
    return undefined;
  });
  if (files.length > 0) tree.children.unshift(imports(files, nameOf));
  return files;
}
