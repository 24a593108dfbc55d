import type { SandboxProject } from './buildSandboxProject.ts';

/** Opens the project in StackBlitz (a WebContainer running the `dev` script) in a new tab. */
export async function openStackBlitz(project: SandboxProject): Promise<void> {
  const { default: sdk } = await import('@stackblitz/sdk');
  sdk.openProject(
    {
      title: project.title,
      description: project.description,
      template: 'node',
      files: project.files,
    },
    { newWindow: true, openFile: project.mainFile },
  );
}
