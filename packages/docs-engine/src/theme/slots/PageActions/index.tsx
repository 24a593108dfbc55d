import { useMarkdownHref, useText } from '../../../client/index.ts';
import type { PageMeta } from '../../../shared/types.ts';
import { CheckIcon, CopyIcon } from '../../builtins/SourceCode/codeIcons.tsx';
import { copyText } from '../../builtins/SourceCode/copyText.ts';
import { useCopiedFlag } from '../../builtins/SourceCode/useCopiedFlag.ts';
import './PageActions.css';

/**
 * The page's own actions: copy it as Markdown (for an assistant, say) and open that Markdown.
 * The Markdown is the file the build wrote beside the page, fetched on click.
 */
export default function PageActions({ page }: { page: PageMeta }) {
  const t = useText();
  const href = useMarkdownHref(page);
  const [copied, markCopied] = useCopiedFlag();
  if (!href) return null;
  const copy = async () => {
    const response = await fetch(href);
    if (!response.ok) throw new Error(`${href} answered ${response.status}`);
    if (await copyText(await response.text())) markCopied();
  };
  return (
    <div className="de-page-actions">
      <button type="button" className="de-page-action" onClick={() => void copy()}>
        {copied ? <CheckIcon /> : <CopyIcon />}
        {/* Live, so a screen reader hears the label turn to "Copied". */}
        <span aria-live="polite">
          {copied ? t('content.actions.copied') : t('content.actions.copy')}
        </span>
      </button>
      <a className="de-page-action" href={href} type="text/markdown">
        {t('content.actions.markdown')}
      </a>
    </div>
  );
}
