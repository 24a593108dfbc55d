import { compressToBase64 } from 'lz-string';
import type { SandboxProject } from './buildSandboxProject.ts';

export const CODESANDBOX_DEFINE_URL = 'https://codesandbox.io/api/v1/sandboxes/define';

/** The `files` object of CodeSandbox's define API. */
export function codeSandboxFiles(
  project: SandboxProject,
): Record<string, { content: string; isBinary: false }> {
  const files: Record<string, { content: string; isBinary: false }> = {};
  for (const [path, content] of Object.entries(project.files))
    files[path] = { content, isBinary: false };
  // The Node template runs `npm install` and the `dev` script, which serves the Vite project.
  files['sandbox.config.json'] = {
    content: JSON.stringify({ template: 'node' }, null, 2),
    isBinary: false,
  };
  return files;
}

/** The define API's `parameters`: the JSON compressed with lz-string, in URL-safe base64. */
export function encodeCodeSandboxParameters(project: SandboxProject): string {
  return compressToBase64(JSON.stringify({ files: codeSandboxFiles(project) }))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** Opens the project in CodeSandbox in a new tab, by posting a form (a GET would outgrow URL limits). */
export function openCodeSandbox(project: SandboxProject): void {
  const form = document.createElement('form');
  form.method = 'POST';
  form.target = '_blank';
  form.action = CODESANDBOX_DEFINE_URL;
  form.style.display = 'none';
  const input = document.createElement('input');
  input.type = 'hidden';
  input.name = 'parameters';
  input.value = encodeCodeSandboxParameters(project);
  form.append(input);
  document.body.append(form);
  form.submit();
  form.remove();
}
