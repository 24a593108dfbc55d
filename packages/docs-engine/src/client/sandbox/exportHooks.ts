import { modifyWithPlugins, type RuntimePlugin } from '../runtimePlugins.ts';
import type { SandboxProject } from './buildSandboxProject.ts';

export type SandboxTarget = 'codesandbox' | 'stackblitz';

const HOOKS = { codesandbox: 'modifyCodeSandboxData', stackblitz: 'modifyStackBlitzData' } as const;

/** The one place where runtime plugins may rewrite a project before it leaves the site. */
export function applyExportHooks(
  plugins: readonly RuntimePlugin[],
  target: SandboxTarget,
  project: SandboxProject,
): SandboxProject {
  return modifyWithPlugins(plugins, HOOKS[target], project);
}
