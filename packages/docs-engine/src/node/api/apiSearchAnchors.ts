import type { TextKey } from '../../client/locales/en-US.ts';
import { apiRowAnchor } from '../../shared/apiRowAnchor.ts';
import { inlineMarkdownText } from '../../shared/parseInlineMarkdown.ts';
import type { ApiDefinitions, ApiProperty, SearchAnchor, SearchData } from '../../shared/types.ts';
import { localeTexts } from '../localeTexts.ts';
import type { ApiTableRef } from '../markdown/collectApiTables.ts';
import type { LocaleState } from '../pages/localeStates.ts';

type Texts = Readonly<Record<TextKey, string>>;

/**
 * A locale's search data with the rows of its pages' `<API>` tables: the scan knows where each
 * table is, and only the types (read apart, and cached apart) know its rows.
 */
export function withApiAnchors(locale: LocaleState, definitions: ApiDefinitions): SearchData {
  const texts = localeTexts(locale.locale.id);
  return {
    ...locale.searchData,
    // The routes are the scanned pages', in the same order.
    routes: locale.searchData.routes.map((route, index) => {
      const tables = locale.scanned[index]?.apiTables ?? [];
      const anchors = apiSearchAnchors(tables, definitions, texts);
      return anchors.length > 0 ? { ...route, anchors } : route;
    }),
  };
}

/**
 * Each prop of the tables as search finds it: by its name, type or description, leading to its
 * row. A table of a component the types do not hold shows no rows, so adds none; nor does a
 * table on a content tab, which the page's headings and anchors do not reach.
 */
export function apiSearchAnchors(
  tables: readonly ApiTableRef[],
  definitions: ApiDefinitions,
  texts: Texts,
): SearchAnchor[] {
  return tables.flatMap(({ id, tocIndex, tab }) =>
    (tab === undefined ? (definitions[id]?.props ?? []) : []).map((prop) => ({
      id: apiRowAnchor(prop.name),
      title: prop.name,
      value: propText(prop, texts),
      ...(tocIndex === undefined ? {} : { tocIndex }),
    })),
  );
}

/**
 * What a hit on a prop shows under its title: the prop as code declares it
 * (`maskClosable: boolean`), then what its row says of it, as the row shows it (its release
 * badge and deprecation note in the page's language, the Markdown rendered), on one line.
 */
function propText(prop: ApiProperty, texts: Texts): string {
  const parts = [`${prop.name}: ${prop.type}`];
  const release = prop.release && texts[`api.component.release.${prop.release}`];
  const note = release && (prop.deprecated ? `${release}: ${prop.deprecated}` : `${release}.`);
  const said = [note, prop.description].filter((part): part is string => Boolean(part));
  if (said.length > 0) parts.push(said.map(inlineMarkdownText).join(' '));
  return parts.join(' — ').replace(/\s+/g, ' ').trim();
}
