declare module 'virtual:docs-engine/sandbox-packages' {
  import type { SandboxPackages } from '../../shared/sandbox.ts';
  const sandboxPackages: SandboxPackages;
  export default sandboxPackages;
}
