import type { LoadedDemo } from '../shared/types.ts';
import { demoCode, retryDemoCode } from './demoCode.ts';
import type { SandboxTarget } from './sandbox/exportHooks.ts';

export type { SandboxTarget };

/**
 * Opens the demo in an online sandbox; an edited entry is exported as edited. The exporter, the
 * demo's code, the packages' sources and the SDKs load only now, on the reader's click.
 */
export async function openInSandbox(
  target: SandboxTarget,
  demo: LoadedDemo,
  editedCode?: string,
): Promise<void> {
  // Each click is a new try for a code load that failed before.
  retryDemoCode(demo);
  const [{ exportDemo }, { sources }] = await Promise.all([
    import('./sandbox/exportDemo.ts'),
    demoCode(demo),
  ]);
  await exportDemo(target, { ...demo.meta, sources }, editedCode);
}
