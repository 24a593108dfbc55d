import { siteData } from './site.ts';

/** The document's title for a page or demo titled `title`: the site's title after it, once. */
export function documentTitle(title: string): string {
  return title === siteData.title ? title : `${title} - ${siteData.title}`;
}
