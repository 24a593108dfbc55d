// The package's own browser bundle: its ES build pulls Node polyfills (fs, path, stream) that a
// browser build can only stub, with a warning each, and it is larger.
import html2sketch from 'html2sketch/dist/html2sketch.min.js';
import { modifyWithSitePlugins } from '../../../client/index.ts';
import { copyText } from '../SourceCode/copyText.ts';

export type SketchKind = 'group' | 'symbol';

/**
 * Converts the rendered demo into a Sketch group or symbol and puts its JSON on the clipboard,
 * where Sketch (with a paste plugin) takes it. Loaded only when the action is used: html2sketch
 * is large. Resolves to whether the clipboard took it.
 */
export async function copyToSketch(node: Element, kind: SketchKind): Promise<boolean> {
  const layer =
    kind === 'group' ? await html2sketch.nodeToGroup(node) : await html2sketch.nodeToSymbol(node);
  const json = modifyWithSitePlugins('toSketchJSON', layer.toSketchJSON());
  return copyText(JSON.stringify(json));
}
