import type { RefObject } from 'react';
import { type LoadedDemo, useText } from '../../../client/index.ts';
import { CodeIcon, CodeOffIcon, ExternalPageIcon } from '../SourceCode/codeIcons.tsx';
import ExportMenu from './ExportMenu.tsx';
import '../SourceCode/actionButton.css';

interface Props {
  demo: LoadedDemo;
  /** The demo's standalone page. */
  demoUrl: string;
  editedCode: string | undefined;
  demoRef: RefObject<HTMLDivElement | null>;
  showCode: boolean;
  onToggleCode: () => void;
}

/**
 * The demo box's toolbar: Show Code and the separate page stay one click away; every export
 * (sandboxes, Sketch, CodePen) is in the "Open in…" menu.
 */
export default function PreviewerActions({
  demo,
  demoUrl,
  editedCode,
  demoRef,
  showCode,
  onToggleCode,
}: Props) {
  const t = useText();
  const codeLabel = showCode
    ? t('previewer.actions.code.shrink')
    : t('previewer.actions.code.expand');
  return (
    <div className="de-previewer-actions">
      <button
        type="button"
        className="de-action de-action-text"
        aria-expanded={showCode}
        aria-controls={`${demo.meta.id}-code`}
        onClick={onToggleCode}
      >
        {showCode ? <CodeOffIcon /> : <CodeIcon />}
        <span>{codeLabel}</span>
      </button>
      <a
        className="de-action"
        href={demoUrl}
        target="_blank"
        rel="noopener"
        data-tooltip={t('previewer.actions.separate')}
        aria-label={t('previewer.actions.separate')}
      >
        <ExternalPageIcon />
      </a>
      <ExportMenu demo={demo} editedCode={editedCode} demoRef={demoRef} />
    </div>
  );
}
