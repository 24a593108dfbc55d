import { useId } from 'react';
import HydrationBoundary from '../../components/HydrationBoundary.tsx';
import CopyButton from './CopyButton.tsx';
import { copyableCode } from './stripShellPrompts.ts';
import './shiki.css';
import './SourceCode.css';

export interface SourceCodeProps {
  lang: string;
  code: string;
  /** Shiki's HTML, made at build time with the light and dark themes. */
  html: string;
  /** The fence's `title="…"`, usually a file name: shown above the code and naming the block. */
  title?: string;
}

/**
 * A fenced code block: highlighted code, its language and a copy button. Hydrated on its own, so
 * that a click elsewhere in the page does not wait for the page's code blocks. A titled block is
 * a figure captioned by its title, so assistive technology announces the file name with it.
 */
export default function SourceCode({ lang, code, html, title }: SourceCodeProps) {
  const titleId = useId();
  const Frame = title ? 'figure' : 'div';
  return (
    <HydrationBoundary>
      <Frame
        className="de-source-code"
        data-lang={lang}
        // Spelled out: not every screen reader names a figure by its caption.
        aria-labelledby={title ? titleId : undefined}
      >
        {title && (
          <figcaption id={titleId} className="de-source-code-title">
            {title}
          </figcaption>
        )}
        <div className="de-source-code-tools">
          {lang && <span className="de-source-code-lang">{lang}</span>}
          <CopyButton code={copyableCode(lang, code)} />
        </div>
        <div className="de-source-code-body" dangerouslySetInnerHTML={{ __html: html }} />
      </Frame>
    </HydrationBoundary>
  );
}
