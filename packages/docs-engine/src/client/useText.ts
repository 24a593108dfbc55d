import { enUS, type TextKey } from './locales/en-US.ts';

export type { TextKey };

/**
 * The UI texts of the site. The spec has the site show its English texts although the one locale
 * is zh-CN, so the English table is used; the zh-CN table exists for a site that wants it.
 */
export function text(key: TextKey, values?: Record<string, string>): string {
  const template: string = enUS[key];
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
}

export function useText(): typeof text {
  return text;
}
