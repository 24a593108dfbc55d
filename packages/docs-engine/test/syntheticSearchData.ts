import type { NavItem, SearchData, SearchRoute } from '../src/shared/types.ts';
import { seededRandom } from './seededRandom.ts';

/** A site of made-up pages for timing the search, the same on every run (seeded, no Math.random). */
export interface SyntheticSite extends SearchData {
  nav: NavItem[];
}

const WORDS = (
  'drawer panel open close mask placement width height container render force body props ' +
  'keyboard focus escape motion animation push level handler style class wrapper content ' +
  'header footer title extra size default large small left right top bottom destroy inline ' +
  'portal scroll lock resize swipe event callback value state effect component element node'
).split(' ');
const SYLLABLES = 'ka lo mi ren tos vai bel dru xen po qua sil fen ar mo tri'.split(' ');
const NAV_FOLDERS = ['guide', 'components', 'api', 'recipes', 'blog', 'changelog'];

/**
 * `pageCount` pages of about 2.5 kB of text each: six headed sections of three paragraphs, made-up
 * words among common ones, and two demos on every tenth page.
 */
export function generateSyntheticSite(pageCount: number, seed = 1): SyntheticSite {
  const next = seededRandom(seed);
  const pick = (): string => WORDS[Math.floor(next() * WORDS.length)] ?? 'drawer';
  const syllable = (): string => SYLLABLES[Math.floor(next() * SYLLABLES.length)] ?? 'ka';
  // One made-up word in every sentence, from 4,096 possible, so rare keywords exist.
  const rare = (): string => `${syllable()}${syllable()}${syllable()}`;
  const sentence = (length: number): string =>
    Array.from({ length }, (_, index) => (index === 3 ? rare() : pick())).join(' ');

  const routes: SearchRoute[] = [];
  const demos: SearchData['demos'] = [];
  for (let page = 0; page < pageCount; page += 1) {
    const path = `/${NAV_FOLDERS[page % NAV_FOLDERS.length]}/page-${page}`;
    const toc = Array.from({ length: 6 }, (_, index) => ({
      id: `section-${index}`,
      depth: 2,
      title: sentence(3),
    }));
    const texts = toc.flatMap((_, tocIndex) =>
      Array.from({ length: 3 }, (_, paragraph) => ({
        value: sentence(20),
        paraId: tocIndex * 3 + paragraph,
        tocIndex,
      })),
    );
    routes.push({ path, title: `${sentence(2)} ${page}`, toc, texts });
    if (page % 10 === 0) {
      for (const demo of [0, 1]) {
        demos.push({
          id: `page-${page}-demo-${demo}`,
          routePath: path,
          title: sentence(3),
          description: sentence(12),
        });
      }
    }
  }
  const nav = NAV_FOLDERS.map((folder) => ({
    title: folder,
    link: `/${folder}`,
    activePath: `/${folder}`,
  }));
  return { routes, demos, nav };
}
