import type {
  NavItem,
  SearchAnchor,
  SearchDemo,
  SearchRoute,
  SearchText,
} from '../shared/types.ts';
import { lowerCase } from './lowerCase.ts';
import { textSignature } from './textSignature.ts';
import { comparableTitle } from './titleCloseness.ts';
import { createVocabularyBuilder, type VocabularyBuilder } from './vocabularyIndex.ts';
import type {
  IndexedText,
  SearchDemoEntry,
  SearchMetadata,
  SearchPage,
  SearchSection,
} from './searchMetadata.ts';

export interface SearchMetadataInput {
  routes: SearchRoute[];
  demos: SearchDemo[];
  nav: NavItem[];
}

/** Builds the index the queries run on (the worker's 'generate-metadata'). */
export function buildSearchMetadata({ routes, demos, nav }: SearchMetadataInput): SearchMetadata {
  const demosByPath = new Map<string, SearchDemo[]>();
  for (const demo of demos) {
    const path = toLink(demo.routePath);
    const onPage = demosByPath.get(path);
    if (onPage) onPage.push(demo);
    else demosByPath.set(path, [demo]);
  }
  const vocabulary = createVocabularyBuilder();
  const pages = routes.map((route, index) =>
    buildPage(route, demosByPath.get(toLink(route.path)) ?? [], nav, vocabulary, index),
  );
  return { pages, index: vocabulary.finish(pages.length) };
}

function buildPage(
  route: SearchRoute,
  demos: SearchDemo[],
  nav: NavItem[],
  vocabulary: VocabularyBuilder,
  pageIndex: number,
): SearchPage {
  const link = toLink(route.path);
  const texts = createPageTexts(vocabulary, pageIndex);
  const pageTitle = [route.title, route.subtitle].filter(Boolean).join(' ');
  const title = texts.add(pageTitle);
  const paragraphs = groupParagraphs(route.texts);
  const demoIds = new Set(demos.map((demo) => demo.id));
  const sections: SearchSection[] = [];
  const addSection = (
    rawTitle: string,
    sectionTitle: string,
    to: string,
    values: string[],
  ): void => {
    const start = texts.mark();
    const section: SearchSection = {
      id: vocabulary.section(),
      rawTitle: texts.add(rawTitle),
      title: sectionTitle === pageTitle ? title : texts.add(sectionTitle),
      link: to,
      paragraphs: values.map(texts.add),
      lower: '',
    };
    texts.cover(section, start);
    sections.push(section);
  };

  const anchors = groupAnchors(route.anchors ?? []);
  // An anchor is a section of its own, after the one it sits in: a hit on a prop leads to its
  // row, and reads as a part of the heading above it.
  const addAnchors = (tocIndex: number | undefined, sectionTitle: string): void => {
    for (const anchor of anchors.get(tocIndex) ?? []) {
      addSection(anchor.title, `${sectionTitle} - ${anchor.title}`, `${link}#${anchor.id}`, [
        anchor.value,
      ]);
    }
  };

  const orphans = paragraphs.get(undefined) ?? [];
  if (orphans.length > 0) addSection('', pageTitle, link, orphans);
  addAnchors(undefined, pageTitle);
  route.toc.forEach((entry, tocIndex) => {
    const sectionTitle = entry.depth === 1 ? pageTitle : `${pageTitle} - ${entry.title}`;
    // Demo titles are in the TOC too; the demo entries below already cover them.
    if (!demoIds.has(entry.id)) {
      addSection(entry.title, sectionTitle, `${link}#${entry.id}`, paragraphs.get(tocIndex) ?? []);
    }
    addAnchors(tocIndex, sectionTitle);
  });
  for (const tab of route.tabs ?? []) {
    for (const entry of tab.meta.toc) {
      const sectionTitle = `${pageTitle} - ${tab.meta.title} - ${entry.title}`;
      addSection(entry.title, sectionTitle, `${link}?tab=${tab.key}#${entry.id}`, []);
    }
  }
  const demoEntries = demos.map((demo): SearchDemoEntry => ({
    link: `${link}#${demo.id}`,
    rawTitle: texts.add(demo.title ?? ''),
    title: demo.title ? texts.add(demo.title) : title,
    description: texts.add(demo.description ?? ''),
  }));

  const navIndex = nav.findIndex((item) => navItemHolds(item, link));
  const navItem = nav[navIndex];
  const lower = texts.finish();
  for (const { title: text } of [...sections, ...demoEntries]) vocabulary.title(text);
  return {
    link,
    lower,
    signature: textSignature(lower),
    title,
    comparableTitle: comparableTitle(title.text),
    ...(navItem ? { navTitle: navItem.title } : {}),
    navOrder: navIndex,
    sections,
    demos: demoEntries,
  };
}

interface PageTexts {
  add(text: string): IndexedText;
  /** Where the next added text will start. */
  mark(): number;
  /** Gives `target` a `lower` covering every text added since `mark`, to test them all at once. */
  cover(target: { lower: string; id: number }, mark: number): void;
  /**
   * Lower-cases every text in one go, indexes the words of each (as a text of the section
   * covering it) and returns the page's whole lower-cased text.
   */
  finish(): string;
}

/**
 * Collects a page's texts, then lower-cases them together and gives each text (and each span of
 * texts) its `lower` as a slice of the whole. Newlines separate the texts and never occur in a
 * keyword, so no match spans two texts.
 */
function createPageTexts(vocabulary: VocabularyBuilder, pageIndex: number): PageTexts {
  const texts: IndexedText[] = [];
  const spans: { target: { lower: string; id: number }; from: number; to: number }[] = [];
  return {
    add: (text) => {
      const entry = { text, lower: '' };
      texts.push(entry);
      return entry;
    },
    mark: () => texts.length,
    cover: (target, mark) => {
      spans.push({ target, from: mark, to: texts.length });
    },
    finish: () => {
      const all = lowerCase(texts.map((entry) => entry.text).join('\n'));
      const offsets: number[] = [];
      let offset = 0;
      for (const entry of texts) {
        offsets.push(offset);
        entry.lower = all.slice(offset, offset + entry.text.length);
        offset += entry.text.length + 1;
      }
      offsets.push(offset);
      const sectionOf = texts.map(() => -1);
      for (const { target, from, to } of spans) {
        target.lower = all.slice(offsets[from], (offsets[to] as number) - 1);
        sectionOf.fill(target.id, from, to);
      }
      texts.forEach((entry, index) => vocabulary.add(entry, pageIndex, sectionOf[index] as number));
      return all;
    },
  };
}

/** Joins the texts of each paragraph, keyed by the TOC index of the heading they follow. */
function groupParagraphs(texts: SearchText[]): Map<number | undefined, string[]> {
  const byParagraph = new Map<number, { tocIndex: number | undefined; parts: string[] }>();
  for (const { value, paraId, tocIndex } of texts) {
    const paragraph = byParagraph.get(paraId);
    if (paragraph) paragraph.parts.push(value);
    else byParagraph.set(paraId, { tocIndex, parts: [value] });
  }
  const bySection = new Map<number | undefined, string[]>();
  for (const { tocIndex, parts } of byParagraph.values()) {
    // The parts of a paragraph carry their own spacing, as the text nodes they came from.
    const text = parts.join('').trim();
    if (!text) continue;
    const inSection = bySection.get(tocIndex);
    if (inSection) inSection.push(text);
    else bySection.set(tocIndex, [text]);
  }
  return bySection;
}

/** A page's anchors, keyed by the TOC index of the heading they follow, in the page's order. */
function groupAnchors(anchors: SearchAnchor[]): Map<number | undefined, SearchAnchor[]> {
  const byHeading = new Map<number | undefined, SearchAnchor[]>();
  for (const anchor of anchors) {
    const underHeading = byHeading.get(anchor.tocIndex);
    if (underHeading) underHeading.push(anchor);
    else byHeading.set(anchor.tocIndex, [anchor]);
  }
  return byHeading;
}

function navItemHolds(item: NavItem, link: string): boolean {
  const active = item.activePath ?? item.link;
  // A '/' item would otherwise hold every page; it holds the home page only, through its link.
  const prefix = active && active !== '/' ? `${active.replace(/\/$/, '')}/` : undefined;
  if (item.link === link || (prefix !== undefined && link.startsWith(prefix))) return true;
  return item.children?.some((child) => navItemHolds(child, link)) ?? false;
}

function toLink(path: string): string {
  return path.startsWith('/') ? path : `/${path}`;
}
