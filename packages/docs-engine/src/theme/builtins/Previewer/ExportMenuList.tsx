import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import {
  type LoadedDemo,
  openInSandbox,
  type SandboxTarget,
  useText,
} from '../../../client/index.ts';
import {
  CodePenIcon,
  CodeSandboxIcon,
  SketchIcon,
  StackBlitzIcon,
} from '../SourceCode/codeIcons.tsx';
import type { SketchKind } from './copyToSketch.ts';
import './ExportMenuList.css';

export interface ExportMenuListProps {
  demo: LoadedDemo;
  editedCode: string | undefined;
  demoRef: RefObject<HTMLDivElement | null>;
  /** Closes the menu; with `refocus`, focus goes back to its button. */
  onClose: (refocus: boolean) => void;
  /** Closes the menu and runs the chosen action, showing it as busy until it is done. */
  onRun: (action: () => Promise<void>) => void;
  onCopied: () => void;
  onHelp: () => void;
}

/**
 * The open "Open in…" menu: its items, arrow keys, Home and End, and closing on Escape, Tab or a
 * click elsewhere. Loaded when the menu first opens.
 */
export default function ExportMenuList({
  demo,
  editedCode,
  demoRef,
  onClose,
  onRun,
  onCopied,
  onHelp,
}: ExportMenuListProps) {
  const t = useText();
  const menu = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    // The menu's parent holds its button too: a click on the button toggles the menu itself.
    const root = menu.current?.parentElement;
    const closeOnClickElsewhere = (event: PointerEvent) => {
      if (!root?.contains(event.target as Node)) close.current(false);
    };
    document.addEventListener('pointerdown', closeOnClickElsewhere);
    menu.current?.querySelector<HTMLElement>('[role=menuitem]')?.focus();
    return () => document.removeEventListener('pointerdown', closeOnClickElsewhere);
  }, []);

  const openSandbox = (target: SandboxTarget) =>
    onRun(() => openInSandbox(target, demo, editedCode));

  const copy = (kind: SketchKind) =>
    onRun(async () => {
      const node = demoRef.current;
      if (!node) return;
      const { copyToSketch } = await import('./copyToSketch.ts');
      if (await copyToSketch(node, kind)) onCopied();
    });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...(menu.current?.querySelectorAll<HTMLElement>('[role=menuitem]') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    const focusAt = (next: number) => items[(next + items.length) % items.length]?.focus();
    if (event.key === 'Escape' || event.key === 'Tab') {
      onClose(event.key === 'Escape');
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      focusAt(index + (event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      focusAt(event.key === 'Home' ? 0 : items.length - 1);
    }
  };

  return (
    <div
      ref={menu}
      className="de-previewer-menu"
      role="menu"
      aria-label={t('previewer.actions.export')}
      onKeyDown={onKeyDown}
    >
      <button
        type="button"
        role="menuitem"
        tabIndex={-1}
        onClick={() => openSandbox('codesandbox')}
      >
        <CodeSandboxIcon />
        {t('previewer.actions.codesandbox')}
      </button>
      <button type="button" role="menuitem" tabIndex={-1} onClick={() => openSandbox('stackblitz')}>
        <StackBlitzIcon />
        {t('previewer.actions.stackblitz')}
      </button>
      {/* Listed although it does nothing yet, as the spec asks; focusable, so it can be read. */}
      <button type="button" role="menuitem" tabIndex={-1} aria-disabled="true">
        <CodePenIcon />
        {t('previewer.actions.codepen')}
      </button>
      <div role="separator" className="de-previewer-menu-divider" />
      <button type="button" role="menuitem" tabIndex={-1} onClick={() => copy('group')}>
        <SketchIcon />
        {t('previewer.actions.sketch.group')}
      </button>
      <button type="button" role="menuitem" tabIndex={-1} onClick={() => copy('symbol')}>
        <SketchIcon />
        {t('previewer.actions.sketch.symbol')}
      </button>
      <button type="button" role="menuitem" tabIndex={-1} onClick={onHelp}>
        <span className="de-previewer-menu-icon-space" />
        {t('previewer.actions.sketch.guide')}
      </button>
    </div>
  );
}
