/** Words of a component library's documentation, so queries hit text as they would on a real site. */
export const COMMON_WORDS = (
  'drawer panel open close mask placement width height container render force body props the a of ' +
  'to and in is with for on when keyboard focus escape motion animation push level handler style ' +
  'class wrapper content header footer title extra size default large small left right top bottom ' +
  'destroy inline portal scroll lock resize swipe event callback value state effect component ' +
  'element node theme token layout route page search index build config plugin option returns'
).split(' ');

/** Syllables of made-up words: 16³ = 4,096 of them, so some keywords are rare, as names are. */
const SYLLABLES = 'ka lo mi ren tos vai bel dru xen po qua sil fen ar mo tri'.split(' ');

export function rareWord(pick: (items: readonly string[]) => string): string {
  return `${pick(SYLLABLES)}${pick(SYLLABLES)}${pick(SYLLABLES)}`;
}

export const NAV_FOLDERS = ['guide', 'components', 'api', 'recipes', 'blog'];
