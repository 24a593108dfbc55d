import sandboxPackages from 'virtual:docs-engine/sandbox-packages';
import { plugins } from 'virtual:docs-engine/plugins';
import type { DemoMeta } from '../../shared/types.ts';
import { buildSandboxProject } from './buildSandboxProject.ts';
import { openCodeSandbox } from './codeSandbox.ts';
import { applyExportHooks, type SandboxTarget } from './exportHooks.ts';
import { openStackBlitz } from './stackBlitz.ts';

/**
 * Opens the demo in an online sandbox, with the site's export hooks applied. Loaded by
 * `openInSandbox` on the first export.
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
