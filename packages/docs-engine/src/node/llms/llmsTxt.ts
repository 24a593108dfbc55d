export interface LlmsPage {
  title: string;
  description?: string;
  /** Address of the page's Markdown. */
  markdownUrl: string;
  markdown: string;
}

export interface LlmsSection {
  /** The navigation item's title; untitled for the pages outside the navigation. */
  title?: string;
  pages: LlmsPage[];
}

export interface LlmsSite {
  title: string;
  description: string;
  /** In navigation order; the pages outside the navigation first. */
  sections: LlmsSection[];
  /** The heading of the section of pages outside the navigation. */
  otherPagesTitle: string;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * `llms.txt` as https://llmstxt.org has it: the site's name, its summary as a quote, then one
 * section per navigation item listing its pages as links to their Markdown, with descriptions.
 */
export function renderLlmsTxt(site: LlmsSite): string {
  const lines = [`# ${site.title}`, ''];
  if (site.description) lines.push(`> ${oneLine(site.description)}`, '');
  for (const section of site.sections) {
    if (!section.pages.length) continue;
    lines.push(`## ${section.title ?? site.otherPagesTitle}`, '');
    for (const page of section.pages) {
      const description = page.description ? `: ${oneLine(page.description)}` : '';
      lines.push(`- [${page.title}](${page.markdownUrl})${description}`);
    }
    lines.push('');
  }
  return lines.join('\n');
}

/** `llms-full.txt`: every page's Markdown in navigation order, each headed by its address. */
export function renderLlmsFullTxt(site: LlmsSite): string {
  return site.sections
    .flatMap((section) => section.pages)
    .map((page) => `---\nurl: ${page.markdownUrl}\n---\n\n${page.markdown.trimEnd()}\n`)
    .join('\n');
}
