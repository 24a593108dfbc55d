const SHELL_LANGS = new Set([
  'bash',
  'sh',
  'shell',
  'shellscript',
  'zsh',
  'console',
  'powershell',
  'ps1',
  'cmd',
  'bat',
]);

/** What to copy from a shell block: the commands, without the `$ ` or `> ` prompts shown before them. */
export function copyableCode(lang: string, code: string): string {
  if (!SHELL_LANGS.has(lang.toLowerCase())) return code;
  return code.replace(/^[ \t]*[$>] /gm, '');
}
