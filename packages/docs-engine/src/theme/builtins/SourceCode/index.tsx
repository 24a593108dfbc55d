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
}

/**
 * A fenced code block: highlighted code, its language and a copy button. Hydrated on its own, so
 * that a click elsewhere in the page does not wait for the page's code blocks.
 */
export default function SourceCode({ lang, code, html }: SourceCodeProps) {
  return (
    <HydrationBoundary>
      <div className="de-source-code" data-lang={lang}>
        <div className="de-source-code-tools">
          {lang && <span className="de-source-code-lang">{lang}</span>}
          <CopyButton code={copyableCode(lang, code)} />
        </div>
        <div className="de-source-code-body" dangerouslySetInnerHTML={{ __html: html }} />
      </div>
    </HydrationBoundary>
  );
}
