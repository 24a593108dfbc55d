/**
 * camelCase and PascalCase path segments to kebab-case: `getContainer` → `get-container`,
 * `HTMLParser` → `html-parser`, `myAPI` → `my-api`. Unlike dumi, a leading run of capitals is
 * lower-cased too (`FAQ` → `faq`), so sidebar links never show mixed case.
 */
export function kebabCase(segment: string): string {
  return segment
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}
