import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { openInSandbox, type SandboxTarget, useText } from '../../../client/index.ts';
import type { DemoMeta } from '../../../shared/types.ts';
import {
  CheckIcon,
  ChevronDownIcon,
  CodePenIcon,
  CodeSandboxIcon,
  SketchIcon,
  StackBlitzIcon,
} from '../SourceCode/codeIcons.tsx';
import { useCopiedFlag } from '../SourceCode/useCopiedFlag.ts';
import SketchPasteHelp from './SketchPasteHelp.tsx';
import type { SketchKind } from './copyToSketch.ts';

interface Props {
  meta: DemoMeta;
  editedCode: string | undefined;
  demoRef: RefObject<HTMLDivElement | null>;
}

/**
 * "Open in…": every way to take the demo elsewhere (CodeSandbox, StackBlitz, Sketch, CodePen) in
 * one menu, so the toolbar keeps one Tab stop for them and each says in words what it does.
 */
export default function ExportMenu({ meta, editedCode, demoRef }: Props) {
  const t = useText();
  const [open, setOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [copied, markCopied] = useCopiedFlag();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    root.current?.querySelector<HTMLElement>('[role=menuitem]')?.focus();
    return () => document.removeEventListener('pointerdown', close);
  }, [open]);

  // Each action loads its code on demand (a sandbox SDK, html2sketch): say that something is
  // happening until it is done.
  const run = async (action: () => Promise<void>) => {
    setOpen(false);
    button.current?.focus();
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };

  const openSandbox = (target: SandboxTarget) => run(() => openInSandbox(target, meta, editedCode));

  const copy = (kind: SketchKind) =>
    run(async () => {
      const node = demoRef.current;
      if (!node) return;
      const { copyToSketch } = await import('./copyToSketch.ts');
      if (await copyToSketch(node, kind)) markCopied();
    });

  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...(root.current?.querySelectorAll<HTMLElement>('[role=menuitem]') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    const focusAt = (next: number) => items[(next + items.length) % items.length]?.focus();
    if (event.key === 'Escape' || event.key === 'Tab') {
      setOpen(false);
      if (event.key === 'Escape') button.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      focusAt(index + (event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      focusAt(event.key === 'Home' ? 0 : items.length - 1);
    }
  };

  const label = copied ? t('previewer.actions.copied') : t('previewer.actions.export');
  return (
    <div className="de-previewer-export" ref={root}>
      <button
        ref={button}
        type="button"
        className="de-action de-action-text"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-busy={busy || undefined}
        data-copied={copied || undefined}
        onClick={() => setOpen(!open)}
      >
        {copied && <CheckIcon />}
        <span>{label}</span>
        <ChevronDownIcon />
      </button>
      {open && (
        <div
          className="de-previewer-menu"
          role="menu"
          aria-label={t('previewer.actions.export')}
          onKeyDown={onMenuKey}
        >
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            onClick={() => void openSandbox('codesandbox')}
          >
            <CodeSandboxIcon />
            {t('previewer.actions.codesandbox')}
          </button>
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            onClick={() => void openSandbox('stackblitz')}
          >
            <StackBlitzIcon />
            {t('previewer.actions.stackblitz')}
          </button>
          {/* Listed although it does nothing yet, as the spec asks; focusable, so it can be read. */}
          <button type="button" role="menuitem" tabIndex={-1} aria-disabled="true">
            <CodePenIcon />
            {t('previewer.actions.codepen')}
          </button>
          <div role="separator" className="de-previewer-menu-divider" />
          <button type="button" role="menuitem" tabIndex={-1} onClick={() => void copy('group')}>
            <SketchIcon />
            {t('previewer.actions.sketch.group')}
          </button>
          <button type="button" role="menuitem" tabIndex={-1} onClick={() => void copy('symbol')}>
            <SketchIcon />
            {t('previewer.actions.sketch.symbol')}
          </button>
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            onClick={() => {
              setOpen(false);
              setHelpOpen(true);
            }}
          >
            <span className="de-previewer-menu-icon-space" />
            {t('previewer.actions.sketch.guide')}
          </button>
        </div>
      )}
      <span className="de-visually-hidden" role="status">
        {copied ? t('previewer.actions.copied') : ''}
      </span>
      {helpOpen && <SketchPasteHelp onClose={() => setHelpOpen(false)} />}
    </div>
  );
}
