import { nodeToGroup, nodeToSymbol } from 'html2sketch';
import { plugins } from 'virtual:docs-engine/plugins';
import { modifyWithPlugins } from '../../../client/runtimePlugins.ts';
import { copyText } from '../SourceCode/copyText.ts';

export type SketchKind = 'group' | 'symbol';

/**
 * Converts the rendered demo into a Sketch group or symbol and puts its JSON on the clipboard,
 * where Sketch (with a paste plugin) takes it. Loaded only when the action is used: html2sketch
 * is large. Resolves to whether the clipboard took it.
 */
export async function copyToSketch(node: Element, kind: SketchKind): Promise<boolean> {
  const layer = kind === 'group' ? await nodeToGroup(node) : await nodeToSymbol(node);
  const json = modifyWithPlugins(plugins, 'toSketchJSON', layer.toSketchJSON());
  return copyText(JSON.stringify(json));
}
