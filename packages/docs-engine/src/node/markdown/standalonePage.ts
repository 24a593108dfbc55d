/**
 * What a page's modules made outside the bundler are made of: the page's MDX module as MDX
 * compiled it (its one import, React's JSX functions, on a line of its own at the top), the
 * builtins it shows and its demos. The bundlers never read such a page: at 1,000 pages, most of
 * their time went to the pages.
 */
export interface StandaloneParts {
  mdx: string;
  builtins: string[];
  demoIds: string[];
}

/** A page the bundles leave out: what it is made of, and its metadata's module code. */
export interface OutsidePage {
  /** The bundler's id of the page's module. */
  pageModule: string;
  parts: StandaloneParts;
  /** `export const meta = …;` */
  meta: string;
}

/**
 * Where a page's module for the render threads finds their runtime (`pageRuntime` and React's
 * JSX functions, exported by the server bundle's entry): from the folder these modules are kept
 * in, `.docs-engine/cache/server-pages`, the entry is `.docs-engine/ssr/renderThread.mjs`.
 */
export const SERVER_RUNTIME = '../../ssr/renderThread.mjs';

/** MDX's one import: a line of its own at the top, which the text of a page cannot make. */
const JSX_RUNTIME_IMPORT = /^import (\{[^}\n]*\}) from "react\/jsx-runtime";$/m;

const exportsOf = ({ builtins, demoIds }: StandaloneParts) => [
  `export const builtins = { ${builtins.join(', ')} };`,
  `export const demos = { ${demoIds.map((id, i) => `${JSON.stringify(id)}: demo${i}`).join(', ')} };`,
  'export const tabs = {};',
];

/**
 * A page's module as the render threads import it, from outside the server bundle: the builtins
 * and demos it shows come from the bundle's `pageRuntime`. Its demos load before the module is
 * ready, as imports would, so a demo that throws when imported fails the page's import.
 */
export function serverPageModule(parts: StandaloneParts): string {
  const runtime = JSON.stringify(SERVER_RUNTIME);
  const { builtins, demoIds } = parts;
  return [
    parts.mdx.replace(JSX_RUNTIME_IMPORT, `import $1 from ${runtime};`),
    `import { pageRuntime } from ${runtime};`,
    `const { ${builtins.join(', ')} } = pageRuntime.builtins;`,
    ...(demoIds.length > 0
      ? [
          `const [${demoIds.map((_, i) => `demo${i}`).join(', ')}] = await Promise.all([${demoIds
            .map((id) => `pageRuntime.loadDemo(${JSON.stringify(id)})`)
            .join(', ')}]);`,
        ]
      : []),
    ...exportsOf(parts),
  ].join('\n');
}

/** Where the browser bundle put what a page's module imports, as the module's own folder sees it. */
export interface ClientChunks {
  /** The pages' runtime: React's JSX functions, `loadBuiltin` and `loadStyles`. */
  runtime: string;
  demo: (id: string) => string;
  /** The stylesheets of the demos' chunks and of what they import, as the page links them. */
  styles: string[];
}

/**
 * A page's module as the browser imports it, from beside the bundle's chunks: its demos are
 * theirs, its builtins come through the runtime (with their stylesheets), and it is ready once
 * its demos' stylesheets are in (on a first load, the HTML has them inlined already).
 */
export function clientPageModule(parts: StandaloneParts, chunks: ClientChunks): string {
  const runtime = JSON.stringify(chunks.runtime);
  const { builtins, demoIds } = parts;
  return [
    parts.mdx.replace(JSX_RUNTIME_IMPORT, `import $1 from ${runtime};`),
    `import { loadBuiltin, loadStyles } from ${runtime};`,
    ...demoIds.map((id, i) => `import demo${i} from ${JSON.stringify(chunks.demo(id))};`),
    `const [${builtins.join(', ')}] = await Promise.all([${[
      ...builtins.map((name) => `loadBuiltin(${JSON.stringify(name)})`),
      `loadStyles(${JSON.stringify(chunks.styles)})`,
    ].join(', ')}]);`,
    ...exportsOf(parts),
  ].join('\n');
}
