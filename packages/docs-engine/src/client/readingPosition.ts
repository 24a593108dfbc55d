import type { ScrollPosition } from './scrollPositions.ts';

const HEADINGS = 'h1[id], h2[id], h3[id], h4[id], h5[id], h6[id]';

/** Where the reader is: the scroll position, and the heading nearest the top of the window. */
export function readingPosition(): ScrollPosition {
  const top = window.scrollY;
  let heading: ScrollPosition['heading'];
  for (const element of document.querySelectorAll<HTMLElement>(HEADINGS)) {
    // A heading hidden, or inside a block skipped for now (a demo's own), has no place to go by.
    if (!element.checkVisibility({ contentVisibilityAuto: true })) continue;
    const headingTop = element.getBoundingClientRect().top;
    if (!heading || Math.abs(headingTop) < Math.abs(heading.top)) {
      heading = { id: element.id, top: headingTop };
    }
    // The headings come in the page's order: the ones after this are further down.
    if (headingTop > 0) break;
  }
  return heading ? { top, heading } : { top };
}

/** The scroll position that shows `position` again: its heading where it was, else its top. */
export function scrollTopOf(position: ScrollPosition): number {
  const { heading } = position;
  const element = heading && document.getElementById(heading.id);
  if (!heading || !element) return position.top;
  return window.scrollY + element.getBoundingClientRect().top - heading.top;
}
