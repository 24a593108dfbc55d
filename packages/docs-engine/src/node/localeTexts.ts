import { fileURLToPath } from 'node:url';
import { enUS } from '../client/locales/en-US.ts';
import { zhCN } from '../client/locales/zh-CN.ts';
import type { TextKey } from '../client/locales/en-US.ts';

/** The interface texts the engine ships, by language tag: the module and its export. */
const TABLES = {
  'en-US': { file: 'en-US.ts', name: 'enUS', texts: enUS },
  'zh-CN': { file: 'zh-CN.ts', name: 'zhCN', texts: zhCN },
} as const;

type Table = (typeof TABLES)[keyof typeof TABLES];

/** The table for a locale: its own, else one of the same language, else English. */
function tableOf(localeId: string): Table {
  const exact = Object.entries(TABLES).find(([id]) => id === localeId);
  const language = localeId.split('-')[0];
  const sameLanguage = Object.entries(TABLES).find(([id]) => id.split('-')[0] === language);
  return (exact ?? sameLanguage)?.[1] ?? TABLES['en-US'];
}

/** The interface texts of a locale, for what the build writes itself (titles, noscript). */
export function localeTexts(localeId: string): Readonly<Record<TextKey, string>> {
  return tableOf(localeId).texts;
}

/** An ES export statement giving a locale's text table as `as`, for a generated module. */
export function exportLocaleTexts(localeId: string, as: string): string {
  const table = tableOf(localeId);
  const file = fileURLToPath(new URL(`../client/locales/${table.file}`, import.meta.url));
  return `export { ${table.name} as ${as} } from ${JSON.stringify(file)};`;
}
