/**
 * Where a page's module for the render threads finds their runtime (`pageRuntime` and React's
 * JSX functions, exported by the server bundle's entry): from the folder these modules are kept
 * in, `.docs-engine/cache/server-pages`, the entry is `.docs-engine/ssr/renderThread.mjs`.
 */
export const SERVER_RUNTIME = '../../ssr/renderThread.mjs';

/** MDX's one import: a line of its own at the top, which the text of a page cannot make. */
const JSX_RUNTIME_IMPORT = /^import (\{[^}\n]*\}) from "react\/jsx-runtime";$/m;

/**
 * A page's module as the render threads import it, outside the server bundle: the MDX component
 * with the builtins and demos it shows taken from the bundle's `pageRuntime`, so that the bundler
 * never reads the site's pages (at 1,000 pages, three quarters of its time). Its demos load
 * before the module is ready, as imports would, so a demo that throws when imported fails the
 * page's import.
 */
export function serverPageModule(mdxCode: string, builtins: string[], demoIds: string[]): string {
  const runtime = JSON.stringify(SERVER_RUNTIME);
  const demos = demoIds.map((_, i) => `demo${i}`);
  return [
    mdxCode.replace(JSX_RUNTIME_IMPORT, `import $1 from ${runtime};`),
    `import { pageRuntime } from ${runtime};`,
    `const { ${builtins.join(', ')} } = pageRuntime.builtins;`,
    `export const builtins = { ${builtins.join(', ')} };`,
    ...(demoIds.length > 0
      ? [
          `const [${demos.join(', ')}] = await Promise.all([${demoIds
            .map((id) => `pageRuntime.loadDemo(${JSON.stringify(id)})`)
            .join(', ')}]);`,
        ]
      : []),
    `export const demos = { ${demoIds.map((id, i) => `${JSON.stringify(id)}: ${demos[i]}`).join(', ')} };`,
    'export const tabs = {};',
  ].join('\n');
}
