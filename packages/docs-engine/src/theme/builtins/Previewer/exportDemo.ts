import sandboxPackages from 'virtual:docs-engine/sandbox-packages';
import { plugins } from 'virtual:docs-engine/plugins';
import { buildSandboxProject } from '../../../client/sandbox/buildSandboxProject.ts';
import { openCodeSandbox } from '../../../client/sandbox/codeSandbox.ts';
import { applyExportHooks, type SandboxTarget } from '../../../client/sandbox/exportHooks.ts';
import { openStackBlitz } from '../../../client/sandbox/stackBlitz.ts';
import type { DemoMeta } from '../../../shared/types.ts';

/**
 * Opens the demo in an online sandbox. This module, the packages' sources and the SDKs load only
 * when an export button is clicked. An edited entry is exported as edited.
 */
export async function exportDemo(
  target: SandboxTarget,
  meta: DemoMeta,
  editedCode?: string,
): Promise<void> {
  const [entry, ...rest] = meta.sources;
  const sources =
    entry && editedCode !== undefined ? [{ ...entry, code: editedCode }, ...rest] : meta.sources;
  const project = applyExportHooks(
    plugins,
    target,
    buildSandboxProject({ ...meta, sources }, sandboxPackages),
  );
  if (target === 'codesandbox') openCodeSandbox(project);
  else await openStackBlitz(project);
}
