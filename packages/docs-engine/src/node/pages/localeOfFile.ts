/** `a.zh-CN.md`: a name, a language tag, `.md`. */
const TRANSLATION = /^(.*)\.([a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*)\.md$/;

/**
 * Which locale a page file is written in: `demo/base.zh-CN.md` is the zh-CN translation of
 * `demo/base.md` when zh-CN is one of `translations` (the site's locales but the default); any
 * other file is the default locale's, under its own name.
 */
export function localeOfFile(
  relativeFile: string,
  translations: readonly string[],
): { locale?: string; file: string } {
  const match = TRANSLATION.exec(relativeFile);
  if (!match?.[1] || !match[2] || !translations.includes(match[2])) return { file: relativeFile };
  return { locale: match[2], file: `${match[1]}.md` };
}
