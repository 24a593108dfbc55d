import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useText } from '../../../client/index.ts';
import { CheckIcon, SketchIcon } from '../SourceCode/codeIcons.tsx';
import { useCopiedFlag } from '../SourceCode/useCopiedFlag.ts';
import SketchPasteHelp from './SketchPasteHelp.tsx';
import type { SketchKind } from './copyToSketch.ts';

/** Copy the rendered demo to Sketch as a group or a symbol; plus how to paste it. */
export default function SketchMenu({ demoRef }: { demoRef: RefObject<HTMLDivElement | null> }) {
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

  const copy = async (kind: SketchKind) => {
    setOpen(false);
    const node = demoRef.current;
    if (!node) return;
    // html2sketch is large: say that something is happening while it loads and converts.
    setBusy(true);
    try {
      const { copyToSketch } = await import('./copyToSketch.ts');
      if (await copyToSketch(node, kind)) markCopied();
    } finally {
      setBusy(false);
    }
  };

  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...(root.current?.querySelectorAll<HTMLElement>('[role=menuitem]') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape' || event.key === 'Tab') {
      setOpen(false);
      if (event.key === 'Escape') button.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(index + step + items.length) % items.length]?.focus();
    }
  };

  const label = copied ? t('previewer.actions.copied') : t('previewer.actions.sketch');
  return (
    <div className="de-previewer-sketch" ref={root}>
      <button
        ref={button}
        type="button"
        className="de-action"
        data-tooltip={label}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-busy={busy || undefined}
        data-copied={copied || undefined}
        onClick={() => setOpen(!open)}
      >
        {copied ? <CheckIcon /> : <SketchIcon />}
      </button>
      {open && (
        <div
          className="de-previewer-menu"
          role="menu"
          aria-label={t('previewer.actions.sketch')}
          onKeyDown={onMenuKey}
        >
          <button type="button" role="menuitem" tabIndex={-1} onClick={() => void copy('group')}>
            {t('previewer.actions.sketch.group')}
          </button>
          <button type="button" role="menuitem" tabIndex={-1} onClick={() => void copy('symbol')}>
            {t('previewer.actions.sketch.symbol')}
          </button>
          <div role="separator" className="de-previewer-menu-divider" />
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            onClick={() => {
              setOpen(false);
              setHelpOpen(true);
            }}
          >
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
