/** A file of the engine's own source, by its path under `src/` without the extension. */
function engineFiles(paths: string[]): RegExp {
  return new RegExp(`[\\\\/]docs-engine[\\\\/]src[\\\\/](${paths.join('|')})\\.tsx?$`);
}

const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const ENGINE = engineFiles([
  'client/(router|useText|useLocale|locale|locales/en-US|runtimePlugins|demos)',
  'shared/localePaths',
  'theme/icons',
  'theme/slots/(Loading/index|SearchBar/useResultKeys|SearchResult/(searchIcons|optionId))',
]);
const PREVIEWER = engineFiles([
  'theme/builtins/Previewer/(index|PreviewerActions|SketchMenu|DemoErrorBoundary|DemoError)',
  'theme/builtins/SourceCode/(index|CopyButton|copyText|useCopiedFlag|codeIcons|stripShellPrompts)',
]);

/**
 * The chunk of a module that every page, or every page with a demo or code, loads; null leaves the
 * module to Rolldown. Rolldown keeps modules that the entry shares with lazily loaded page chunks
 * out of the entry, so left alone they scatter into a dozen small chunks, each a request of its
 * own that compresses worse than one file would. Only modules loaded up front belong here: a
 * lazily loaded one would join the first load.
 */
export function sharedChunkName(id: string): string | null {
  if (FRAMEWORK.test(id)) return 'framework';
  if (ENGINE.test(id) || id.startsWith('\0vite/preload-helper')) return 'engine';
  if (PREVIEWER.test(id)) return 'previewer';
  return null;
}
