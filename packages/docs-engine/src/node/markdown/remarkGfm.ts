import type { Root, RootContent } from 'mdast';
import { gfmFromMarkdown, gfmToMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import type { Processor } from 'unified';

/**
 * What a bare link in text starts with (`https://`, `www.`) or holds (an e-mail address, or the
 * `mailto:` and `xmpp:` forms of one): text without any of these has none.
 */
const BARE_LINK_SIGN = /@|https?:\/\/|www\./i;

/** Whether text outside links, where GFM looks for bare links, could hold one. */
function mayHoldBareLink(node: Root | RootContent): boolean {
  if (node.type === 'text') return BARE_LINK_SIGN.test(node.value);
  if (node.type === 'link' || node.type === 'linkReference') return false;
  return 'children' in node && node.children.some(mayHoldBareLink);
}

/**
 * GFM, as remark-gfm sets it up, but for its search of bare links (`www.example.com`,
 * `a@example.com`) in the text of a parsed page: four patterns over every text node, a sixth of
 * a page's parse, which runs only when some text node could hold one.
 */
export function remarkGfm(this: Processor): void {
  const data = this.data();
  (data.micromarkExtensions ??= []).push(gfm());
  (data.fromMarkdownExtensions ??= []).push(
    gfmFromMarkdown().map((extension) => ({
      ...extension,
      transforms: extension.transforms?.map(
        (transform) => (tree: Root) => (mayHoldBareLink(tree) ? transform(tree) : undefined),
      ),
    })),
  );
  (data.toMarkdownExtensions ??= []).push(gfmToMarkdown());
}
