import sandboxPackages from 'virtual:docs-engine/sandbox-packages';
import { plugins } from 'virtual:docs-engine/plugins';
import { buildSandboxProject, type SandboxDemo } from './buildSandboxProject.ts';
import { openCodeSandbox } from './codeSandbox.ts';
import { applyExportHooks, type SandboxTarget } from './exportHooks.ts';
import { openStackBlitz } from './stackBlitz.ts';

/**
 * Opens the demo in an online sandbox, with the site's export hooks applied. Loaded by
 * `openInSandbox` on the first export.
 */
export async function exportDemo(
  target: SandboxTarget,
  demo: SandboxDemo,
  editedCode?: string,
): Promise<void> {
  const [entry, ...rest] = demo.sources;
  const sources =
    entry && editedCode !== undefined ? [{ ...entry, code: editedCode }, ...rest] : demo.sources;
  const project = applyExportHooks(
    plugins,
    target,
    buildSandboxProject({ ...demo, sources }, sandboxPackages),
  );
  if (target === 'codesandbox') openCodeSandbox(project);
  else await openStackBlitz(project);
}
