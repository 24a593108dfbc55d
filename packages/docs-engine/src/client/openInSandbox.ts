import type { DemoMeta } from '../shared/types.ts';
import type { SandboxTarget } from './sandbox/exportHooks.ts';

export type { SandboxTarget };

/**
 * Opens the demo in an online sandbox; an edited entry is exported as edited. The exporter, the
 * packages' sources and the SDKs load only now, on the reader's click.
 */
export async function openInSandbox(
  target: SandboxTarget,
  meta: DemoMeta,
  editedCode?: string,
): Promise<void> {
  const { exportDemo } = await import('./sandbox/exportDemo.ts');
  await exportDemo(target, meta, editedCode);
}
