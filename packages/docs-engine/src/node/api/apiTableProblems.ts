import { BuildError } from '../../shared/BuildError.ts';
import type { ApiDefinitions } from '../../shared/types.ts';
import type { ApiTableRef } from '../markdown/collectApiTables.ts';
import type { LocaleState } from '../pages/localeStates.ts';

/**
 * The `<API>` tables that can list nothing, each as the build and the dev server tell it, at the
 * tag: one without an id, or naming a component the entry file does not export (a typo, a
 * rename). The page still builds and the table says "not found", so the author learns it here.
 */
export function apiTableProblems(
  tables: readonly ApiTableRef[],
  definitions: ApiDefinitions,
): string[] {
  const known = Object.keys(definitions).sort();
  const exported = known.length > 0 ? `it exports: ${known.join(', ')}` : 'it exports none';
  return tables.flatMap(({ id, file, line }) => {
    // `in` or an index would take `constructor` for a component.
    if (id && Object.hasOwn(definitions, id)) return [];
    const reason = id
      ? `<API id="${id}"> names no component that apiParser.entryFile exports (${exported})`
      : '<API> needs an id, the name of the component whose props it lists';
    return [new BuildError('API_ID', file, reason, line).message];
  });
}

/**
 * The problems of every page's tables, in page order: each locale's own pages, not the copies of
 * the default locale's that stand in for missing translations. The types are read only for a
 * site with tables.
 */
export async function siteApiTableProblems(
  locales: readonly LocaleState[],
  readDefinitions: () => Promise<ApiDefinitions>,
): Promise<string[]> {
  const tables = locales.flatMap(({ scanned }) =>
    scanned.filter((page) => !page.meta.fallback).flatMap((page) => page.apiTables),
  );
  return tables.length > 0 ? apiTableProblems(tables, await readDefinitions()) : [];
}
