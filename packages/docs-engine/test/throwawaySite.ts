import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ResolvedConfig } from '../src/node/config/SiteConfig.ts';

/** A new folder in the system's temporary one, named from `prefix`, holding `files` (paths from it). */
export function throwawayFolder(prefix: string, files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), prefix));
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(root, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
  return root;
}

/** The site in English and, under /zh-CN, in Chinese. */
export const inEnglishAndChinese = (config: ResolvedConfig): ResolvedConfig => ({
  ...config,
  locales: [
    { id: 'en-US', name: 'English', base: '/' },
    { id: 'zh-CN', name: '中文', base: '/zh-CN' },
  ],
});
