import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';

export type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** A JSX element's literal string attributes; a bare attribute (`<code defaultShowCode>`) is true. */
export function jsxAttributes(node: JsxElement): Record<string, string | true> {
  const attrs: Record<string, string | true> = {};
  for (const attr of node.attributes) {
    if (attr.type !== 'mdxJsxAttribute') continue;
    if (attr.value === null || attr.value === undefined) attrs[attr.name] = true;
    else if (typeof attr.value === 'string') attrs[attr.name] = attr.value;
  }
  return attrs;
}

export function jsxAttribute(name: string, value: string | boolean): MdxJsxAttribute {
  return { type: 'mdxJsxAttribute', name, value: value === true ? null : String(value) };
}

/** A flow element `<Name a="b" />` built from plain attribute values. */
export function jsxFlowElement(
  name: string,
  attrs: Record<string, string | true | undefined>,
  children: MdxJsxFlowElement['children'] = [],
): MdxJsxFlowElement {
  return {
    type: 'mdxJsxFlowElement',
    name,
    attributes: Object.entries(attrs)
      .filter((entry): entry is [string, string | true] => entry[1] !== undefined)
      .map(([key, value]) => jsxAttribute(key, value)),
    children,
  };
}
