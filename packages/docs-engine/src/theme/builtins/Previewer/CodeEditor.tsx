import { useId, useRef, type KeyboardEvent } from 'react';
import { useText } from '../../../client/index.ts';
import { loadCompiler } from './evaluateDemo.ts';

interface Props {
  code: string;
  /** Shiki's HTML of the build-time source; shown until the first edit. */
  html: string;
  edited: boolean;
  onChange: (code: string) => void;
}

const INDENT = '  ';

/**
 * The entry file as an editor: a transparent textarea laid exactly over the code, so the caret
 * and selection are the browser's own. Once edited, the code shows as plain text, because the
 * highlighter stays on the build machine and is never shipped to the browser.
 * Tab indents; Escape hands Tab back to the page so keyboard users can leave, which the editor
 * says (shown while it has focus, and as its description for screen readers).
 */
export default function CodeEditor({ code, html, edited, onChange }: Props) {
  const t = useText();
  const keysId = useId();
  const tabTrapped = useRef(true);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') {
      tabTrapped.current = false;
      return;
    }
    if (event.key !== 'Tab' || event.shiftKey || event.ctrlKey || event.altKey || event.metaKey)
      return;
    if (!tabTrapped.current) return;
    event.preventDefault();
    const area = event.currentTarget;
    area.setRangeText(INDENT, area.selectionStart, area.selectionEnd, 'end');
    onChange(area.value);
  };

  return (
    <div className="de-code-editor">
      <div className="de-code-editor-inner">
        {edited ? (
          <pre className="shiki de-code-editor-plain" aria-hidden="true">
            <code>{`${code}\n`}</code>
          </pre>
        ) : (
          <div
            aria-hidden="true"
            // The textarea is the focus stop here; a focusable <pre> under aria-hidden is not allowed.
            dangerouslySetInnerHTML={{ __html: html.replace(' tabindex="0"', '') }}
          />
        )}
        <textarea
          className="de-code-editor-input"
          value={code}
          aria-label={t('sourcecode.edit')}
          aria-describedby={keysId}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          autoCorrect="off"
          onFocus={() => {
            tabTrapped.current = true;
            // Fetch the compiler while the reader finds the spot to change.
            void loadCompiler();
          }}
          onKeyDown={onKeyDown}
          onChange={(event) => {
            tabTrapped.current = true;
            onChange(event.target.value);
          }}
        />
      </div>
      <p id={keysId} className="de-code-editor-keys">
        {t('sourcecode.edit.keys')}
      </p>
    </div>
  );
}
