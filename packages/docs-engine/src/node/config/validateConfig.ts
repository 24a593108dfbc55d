import * as v from 'valibot';
import { BuildError } from '../../shared/BuildError.ts';
import type { SiteConfig } from './SiteConfig.ts';
import { siteConfigSchema } from './siteConfigSchema.ts';
import { show } from './showValue.ts';
import { resolveLocales, validateLocales } from './validateLocales.ts';

type ConfigIssue = v.InferIssue<typeof siteConfigSchema>;

const identifier = /^[A-Za-z_$][\w$]*$/;

/** The key as JavaScript would spell it: `themeConfig.nav.value[0].title`, `sidebar["/demo"]`. */
function keyPath(issue: ConfigIssue): string {
  let path = '';
  for (const { key } of issue.path ?? []) {
    if (typeof key === 'number') path += `[${key}]`;
    else if (typeof key === 'string' && identifier.test(key)) path += path ? `.${key}` : key;
    else path += `[${JSON.stringify(key)}]`;
  }
  return path || 'the config';
}

const kinds: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  boolean: 'a boolean',
  array: 'an array',
  record: 'an object',
};

/** The message of an issue whose schema gives none: what the value must be, and what it was. */
function mustBe(issue: v.BaseIssue<unknown>): string {
  return `must be ${kinds[issue.type] ?? issue.expected} (got ${show(issue.input)})`;
}

/** A footer given per locale names only the site's locales: one misspelt would never show. */
function validateFooterLocales(config: SiteConfig, configFile: string): void {
  const footer = config.themeConfig?.footer;
  if (typeof footer !== 'object') return;
  const ids = resolveLocales(config.locales).map((locale) => locale.id);
  const unknown = Object.keys(footer).find((id) => !ids.includes(id));
  if (unknown !== undefined) {
    throw new BuildError(
      'INVALID_CONFIG',
      configFile,
      `themeConfig.footer[${JSON.stringify(unknown)}] is not a locale of the site (${ids.join(', ')})`,
    );
  }
}

/**
 * Checks a loaded config against the schema; the first problem fails the build with the config
 * file and the key's path, e.g. `.docsrc.ts: themeConfig.prefetch must be one of … (got "hover")`.
 */
export function validateConfig(config: unknown, configFile: string): SiteConfig {
  const result = v.safeParse(siteConfigSchema, config, { message: mustBe });
  const [issue] = result.issues ?? [];
  if (issue) {
    throw new BuildError('INVALID_CONFIG', configFile, `${keyPath(issue)} ${issue.message}`);
  }
  validateLocales((config as SiteConfig).locales, configFile);
  validateFooterLocales(config as SiteConfig, configFile);
  // The schema only checks: it sets no defaults and changes no value, so the input is the config.
  return config as SiteConfig;
}
