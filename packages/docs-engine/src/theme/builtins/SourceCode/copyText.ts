import { text } from '../../../client/index.ts';

/**
 * Copies text to the clipboard. When the browser refuses (no permission, an insecure origin, an
 * old browser), the text is offered in a prompt to copy by hand, so copying never silently fails.
 * Resolves to whether the clipboard took it.
 */
export async function copyText(value: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(value);
    return true;
  } catch {
    window.prompt(text('sourcecode.copy.prompt'), value);
    return false;
  }
}
