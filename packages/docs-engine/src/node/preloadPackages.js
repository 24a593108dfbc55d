// Plain JavaScript, as bin/ and the compile threads import it before tsx's loader is in place.

/** What compiling a page needs: the Markdown and MDX toolchain and the highlighter. */
export const MARKDOWN_PACKAGES = [
  'yaml',
  'unified',
  'remark-parse',
  'micromark-extension-gfm',
  'mdast-util-gfm',
  'remark-mdx',
  'remark-frontmatter',
  'remark-directive',
  'remark-stringify',
  'mdast-util-to-string',
  'unist-util-visit',
  'vfile',
  'github-slugger',
  '@mdx-js/mdx',
  'remark-rehype',
  'hast-util-to-html',
  'shiki',
];

/** What `dev` and `build` need beyond that: the bundler and the demo tools. */
export const ENGINE_PACKAGES = [
  'vite',
  '@vitejs/plugin-react',
  ...MARKDOWN_PACKAGES,
  'sucrase',
  'es-module-lexer',
];

/**
 * Loads packages before tsx's loader is registered. They are JavaScript already, and through the
 * loader each module costs a round trip to its thread, which keeps a copy of every source it
 * passed: Vite loads in a third of the time without it, and the build's main thread starts with
 * 170 MB less memory.
 */
export async function preloadPackages(packages) {
  await Promise.all(packages.map((name) => import(name)));
}
