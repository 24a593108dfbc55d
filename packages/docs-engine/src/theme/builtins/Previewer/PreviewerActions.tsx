import { useState, type RefObject } from 'react';
import { openInSandbox, type SandboxTarget, useText } from '../../../client/index.ts';
import type { DemoMeta } from '../../../shared/types.ts';
import {
  CodeIcon,
  CodeOffIcon,
  CodePenIcon,
  CodeSandboxIcon,
  ExternalPageIcon,
  StackBlitzIcon,
} from '../SourceCode/codeIcons.tsx';
import SketchMenu from './SketchMenu.tsx';
import '../SourceCode/actionButton.css';

interface Props {
  meta: DemoMeta;
  /** The demo's standalone page. */
  demoUrl: string;
  editedCode: string | undefined;
  demoRef: RefObject<HTMLDivElement | null>;
  showCode: boolean;
  onToggleCode: () => void;
}

/** The demo box's buttons, in dumi's order; each has a tooltip and an accessible name. */
export default function PreviewerActions({
  meta,
  demoUrl,
  editedCode,
  demoRef,
  showCode,
  onToggleCode,
}: Props) {
  const t = useText();
  const [busy, setBusy] = useState<SandboxTarget>();

  const open = async (target: SandboxTarget) => {
    setBusy(target);
    try {
      await openInSandbox(target, meta, editedCode);
    } finally {
      setBusy(undefined);
    }
  };

  const codeLabel = showCode
    ? t('previewer.actions.code.shrink')
    : t('previewer.actions.code.expand');
  return (
    <div className="de-previewer-actions">
      <button
        type="button"
        className="de-action"
        data-tooltip={t('previewer.actions.codesandbox')}
        aria-label={t('previewer.actions.codesandbox')}
        aria-busy={busy === 'codesandbox' || undefined}
        onClick={() => void open('codesandbox')}
      >
        <CodeSandboxIcon />
      </button>
      <button
        type="button"
        className="de-action"
        data-tooltip={t('previewer.actions.stackblitz')}
        aria-label={t('previewer.actions.stackblitz')}
        aria-busy={busy === 'stackblitz' || undefined}
        onClick={() => void open('stackblitz')}
      >
        <StackBlitzIcon />
      </button>
      <SketchMenu demoRef={demoRef} />
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
      {/* Focusable although disabled, so keyboard users too can read why it does nothing. */}
      <button
        type="button"
        className="de-action"
        aria-disabled="true"
        data-tooltip={t('previewer.actions.codepen')}
        aria-label={t('previewer.actions.codepen')}
      >
        <CodePenIcon />
      </button>
      <button
        type="button"
        className="de-action"
        data-tooltip={codeLabel}
        aria-label={codeLabel}
        aria-expanded={showCode}
        aria-controls={`${meta.id}-code`}
        onClick={onToggleCode}
      >
        {showCode ? <CodeOffIcon /> : <CodeIcon />}
      </button>
    </div>
  );
}
