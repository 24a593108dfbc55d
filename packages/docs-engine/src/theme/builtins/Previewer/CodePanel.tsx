import { use, useId, useRef, useState, type KeyboardEvent } from 'react';
import { demoCode, type LoadedDemo, useText } from '../../../client/index.ts';
import { EditIcon, EditOffIcon, ResetIcon } from '../SourceCode/codeIcons.tsx';
import CopyButton from '../SourceCode/CopyButton.tsx';
import CodeEditor from './CodeEditor.tsx';
import { useOverflowEdges } from './useOverflowEdges.ts';
import '../SourceCode/shiki.css';
import './CodePanel.css';

export interface CodePanelProps {
  demo: LoadedDemo;
  /** The entry's source as edited, when it was. */
  editedCode: string | undefined;
  onEdit: (code: string) => void;
  /** Puts the entry back as built, which it is given. */
  onReset: (builtCode: string) => void;
}

/**
 * The demo's files as tabs (entry first, the only editable one); no tab bar for a single file. It
 * suspends until the demo's code has loaded; a failed load throws to the boundary around it.
 */
export default function CodePanel({ demo, editedCode, onEdit, onReset }: CodePanelProps) {
  const t = useText();
  const { sources, highlighted } = use(demoCode(demo));
  const id = demo.meta.id;
  const [active, setActive] = useState(0);
  const tabsId = useId();
  const body = useRef<HTMLDivElement>(null);

  const file = sources[active] ?? sources[0];
  const overflow = useOverflowEdges({
    scroller: body,
    content: `${active}:${editedCode ?? ''}`,
  });
  if (!file) return null;
  const isEntry = file === sources[0];
  const code = isEntry ? (editedCode ?? file.code) : file.code;
  const html = highlighted[active] ?? plainHtml(file.code);

  const onTabKey = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    const next = (active + step + sources.length) % sources.length;
    setActive(next);
    document.getElementById(`${tabsId}-tab-${next}`)?.focus();
  };

  return (
    <div className="de-code" id={`${id}-code`}>
      <div className="de-code-bar">
        {sources.length > 1 && (
          <div
            className="de-code-tabs"
            role="tablist"
            aria-label={t('sourcecode.files')}
            onKeyDown={onTabKey}
          >
            {sources.map((source, index) => (
              <button
                key={source.name}
                id={`${tabsId}-tab-${index}`}
                type="button"
                role="tab"
                className="de-code-tab"
                aria-selected={index === active}
                aria-controls={`${tabsId}-panel`}
                tabIndex={index === active ? 0 : -1}
                onClick={() => setActive(index)}
              >
                {source.name.replace(/^\.\//, '')}
              </button>
            ))}
          </div>
        )}
        <div className="de-code-tools">
          <span
            className="de-code-hint"
            data-readonly={!isEntry || undefined}
            title={isEntry ? t('sourcecode.edit') : t('sourcecode.edit.readonly')}
          >
            {isEntry ? <EditIcon /> : <EditOffIcon />}
            <span>{isEntry ? t('sourcecode.edit') : t('sourcecode.edit.readonly')}</span>
          </span>
          <span className="de-code-lang">{file.lang}</span>
          {isEntry && editedCode !== undefined && (
            <button
              type="button"
              className="de-action"
              data-tooltip={t('sourcecode.reset')}
              aria-label={t('sourcecode.reset')}
              onClick={() => onReset(sources[0]?.code ?? '')}
            >
              <ResetIcon />
            </button>
          )}
          <CopyButton code={code} />
        </div>
      </div>
      <div
        className="de-code-scroll"
        data-more-start={overflow.moreStart || undefined}
        data-more-end={overflow.moreEnd || undefined}
      >
        <div
          ref={body}
          className="de-code-body"
          id={`${tabsId}-panel`}
          {...(sources.length > 1 && {
            role: 'tabpanel',
            'aria-labelledby': `${tabsId}-tab-${active}`,
          })}
        >
          {isEntry ? (
            <CodeEditor
              code={code}
              html={html}
              edited={editedCode !== undefined}
              onChange={onEdit}
            />
          ) : (
            <div className="de-code-readonly" dangerouslySetInnerHTML={{ __html: html }} />
          )}
        </div>
      </div>
    </div>
  );
}

const escapeHtml = (code: string) =>
  code.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function plainHtml(code: string): string {
  return `<pre class="shiki"><code>${escapeHtml(code)}</code></pre>`;
}
