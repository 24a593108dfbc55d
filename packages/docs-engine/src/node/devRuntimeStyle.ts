/** `@import './file.css';`, the one form of import the runtime's style sheets use. */
const LOCAL_IMPORT = /^@import '(\.[^']+\.css)';\n?/gm;

/**
 * Dev: one of the runtime's style sheets as a module of its bundle, which adds the sheet to the
 * page when it runs, as Vite's own style modules do, and in the same order: after the sheets it
 * imports, before those of the modules that import it. The bundle carries the sheets rather than
 * have the browser fetch each (some 30) through Vite's CSS pipeline.
 */
export function styleModule(css: string, name: string): string {
  const imports: string[] = [];
  const rules = css.replace(LOCAL_IMPORT, (_, file: string) => {
    imports.push(file);
    return '';
  });
  // A `<style>` resolves any other import against the page's address, not the sheet's.
  if (rules.includes('@import')) {
    throw new Error(`${name}: only \`@import './file.css';\` can be bundled in dev`);
  }
  return [
    ...imports.map((file) => `import ${JSON.stringify(file)};`),
    `const style = document.createElement('style');`,
    `style.dataset.docsEngineStyle = ${JSON.stringify(name)};`,
    `style.textContent = ${JSON.stringify(rules)};`,
    `document.head.append(style);`,
  ].join('\n');
}
