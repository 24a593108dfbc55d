import { BuildError } from '../../shared/BuildError.ts';
import { COLOR_PREFERENCES, NAV_MODES, PREFETCH_MODES } from '../../shared/constants.ts';
import type { SiteConfig } from './SiteConfig.ts';
import { validateLocales } from './validateLocales.ts';

type Schema =
  | 'string'
  | 'boolean'
  | 'number'
  | 'function'
  | { enum: readonly (string | boolean)[] }
  | { object: Record<string, Schema>; required?: readonly string[] }
  | { array: Schema }
  | { record: Schema }
  | { anyOf: readonly Schema[] };

const navItem: Schema = {
  object: {
    title: 'string',
    link: 'string',
    activePath: 'string',
    order: 'number',
    children: { array: { object: { title: 'string', link: 'string', order: 'number' } } },
  },
  required: ['title'],
};

const sidebarGroup: Schema = {
  object: {
    title: 'string',
    order: 'number',
    children: {
      array: {
        object: { title: 'string', link: 'string', order: 'number' },
        required: ['title', 'link'],
      },
    },
  },
  required: ['children'],
};

const configSchema: Schema = {
  object: {
    title: 'string',
    description: 'string',
    logo: 'string',
    base: 'string',
    docsDir: 'string',
    outDir: 'string',
    hostname: 'string',
    locales: {
      array: {
        object: { id: 'string', name: 'string', base: 'string', suffix: 'string' },
        required: ['id', 'name'],
      },
    },
    llms: 'boolean',
    themeConfig: {
      object: {
        nav: {
          object: { mode: { enum: NAV_MODES }, value: { array: navItem } },
          required: ['mode', 'value'],
        },
        sidebar: { record: { array: sidebarGroup } },
        footer: 'string',
        prefersColor: {
          object: { default: { enum: COLOR_PREFERENCES }, switch: 'boolean' },
        },
        lastUpdated: 'boolean',
        editLink: 'string',
        prefetch: { enum: PREFETCH_MODES },
      },
    },
    plugins: { array: 'string' },
    apiParser: {
      anyOf: [{ enum: [false] }, { object: { entryFile: 'string' }, required: ['entryFile'] }],
    },
  },
  required: ['title'],
};

const describe = (schema: Schema): string => {
  if (typeof schema === 'string') return `a ${schema}`;
  if ('enum' in schema) return `one of ${schema.enum.map((v) => JSON.stringify(v)).join(', ')}`;
  if ('array' in schema) return 'an array';
  if ('anyOf' in schema) return schema.anyOf.map(describe).join(' or ');
  return 'an object';
};

const show = (value: unknown) =>
  typeof value === 'function' ? 'a function' : (JSON.stringify(value) ?? String(value));

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The first problem in `value` against `schema`, as "<path> must be …", or undefined. */
function findProblem(value: unknown, schema: Schema, path: string): string | undefined {
  const mismatch = () => `${path} must be ${describe(schema)} (got ${show(value)})`;
  if (typeof schema === 'string') return typeof value === schema ? undefined : mismatch();
  if ('enum' in schema) return schema.enum.includes(value as string) ? undefined : mismatch();
  if ('anyOf' in schema) {
    const problems = schema.anyOf.map((option) => findProblem(value, option, path));
    return problems.some((p) => p === undefined) ? undefined : mismatch();
  }
  if ('array' in schema) {
    if (!Array.isArray(value)) return mismatch();
    for (const [index, item] of value.entries()) {
      const problem = findProblem(item, schema.array, `${path}[${index}]`);
      if (problem) return problem;
    }
    return undefined;
  }
  if (!isPlainObject(value)) return mismatch();
  if ('record' in schema) {
    for (const [key, item] of Object.entries(value)) {
      const problem = findProblem(item, schema.record, `${path}[${JSON.stringify(key)}]`);
      if (problem) return problem;
    }
    return undefined;
  }
  const prefix = path ? `${path}.` : '';
  for (const key of schema.required ?? []) {
    if (value[key] === undefined) return `${prefix}${key} is required`;
  }
  for (const [key, item] of Object.entries(value)) {
    const keySchema = schema.object[key];
    if (!keySchema) {
      return `unknown key ${prefix}${key} (known keys: ${Object.keys(schema.object).join(', ')})`;
    }
    if (item === undefined) continue;
    const problem = findProblem(item, keySchema, `${prefix}${key}`);
    if (problem) return problem;
  }
  return undefined;
}

/** Checks a loaded config; a wrong key or type fails with the config file and the key's path. */
export function validateConfig(config: unknown, configFile: string): SiteConfig {
  const problem = findProblem(config, configSchema, '');
  if (problem) throw new BuildError('INVALID_CONFIG', configFile, problem);
  const { base } = config as SiteConfig;
  if (base !== undefined && !/^\/([\w.-]+\/)*$/.test(base)) {
    throw new BuildError(
      'INVALID_CONFIG',
      configFile,
      `base must start and end with "/", like "/" or "/drawer/" (got ${JSON.stringify(base)})`,
    );
  }
  validateLocales((config as SiteConfig).locales, configFile);
  return config as SiteConfig;
}
