import type { PhrasingContent, Table, TableCell } from 'mdast';
import type { TextKey } from '../../client/locales/en-US.ts';
import type { ApiProperty } from '../../shared/types.ts';

const cell = (value: string, code = false): TableCell => ({
  type: 'tableCell',
  children: value ? [code ? { type: 'inlineCode', value } : { type: 'text', value }] : [],
});

/**
 * A component's props as a Markdown table: Name | Description | Type | Default, as on the page,
 * with the column titles in the page's language. `inline` reads a description's Markdown.
 */
export function apiTable(
  props: readonly ApiProperty[],
  texts: Record<TextKey, string>,
  inline: (markdown: string) => PhrasingContent[],
): Table {
  const header = [
    texts['api.component.name'],
    texts['api.component.description'],
    texts['api.component.type'],
    texts['api.component.default'],
  ];
  return {
    type: 'table',
    children: [
      { type: 'tableRow', children: header.map((title) => cell(title)) },
      ...props.map((prop) => ({
        type: 'tableRow' as const,
        children: [
          {
            type: 'tableCell' as const,
            children: [
              { type: 'inlineCode' as const, value: prop.name },
              ...(prop.release ? [{ type: 'text' as const, value: ` (${prop.release})` }] : []),
            ],
          },
          prop.description
            ? { type: 'tableCell' as const, children: inline(prop.description) }
            : cell('--'),
          cell(prop.type, true),
          prop.required
            ? cell(texts['api.component.required'])
            : cell(prop.default ?? '--', prop.default !== undefined),
        ],
      })),
    ],
  };
}
