import { useRef, useState, type RefObject } from 'react';
import { type LoadedDemo, useText } from '../../../client/index.ts';
import { CheckIcon, ChevronDownIcon } from '../SourceCode/codeIcons.tsx';
import { useCopiedFlag } from '../SourceCode/useCopiedFlag.ts';
import type * as MenuParts from './exportMenuParts.ts';

interface Props {
  demo: LoadedDemo;
  editedCode: string | undefined;
  demoRef: RefObject<HTMLDivElement | null>;
}

const loadMenuParts = (): Promise<typeof MenuParts> => import('./exportMenuParts.ts');

/**
 * "Open in…": every way to take the demo elsewhere (CodeSandbox, StackBlitz, Sketch, CodePen) in
 * one menu, so the toolbar keeps one Tab stop for them and each says in words what it does. The
 * menu's own code loads on the first open (a pointer over the button starts it early); if that or
 * an action fails, the status says so and the button tries again.
 */
export default function ExportMenu({ demo, editedCode, demoRef }: Props) {
  const t = useText();
  const [parts, setParts] = useState<typeof MenuParts>();
  const [open, setOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [copied, markCopied] = useCopiedFlag();
  const button = useRef<HTMLButtonElement>(null);

  const toggle = async () => {
    setFailed(false);
    if (open) {
      setOpen(false);
      return;
    }
    if (!parts) {
      setBusy(true);
      try {
        setParts(await loadMenuParts());
      } catch {
        setFailed(true);
        return;
      } finally {
        setBusy(false);
      }
    }
    setOpen(true);
  };

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  // Each action loads its code on demand (a sandbox SDK, html2sketch): say that something is
  // happening until it is done.
  const run = async (action: () => Promise<void>) => {
    close(true);
    setBusy(true);
    try {
      await action();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const label = copied ? t('previewer.actions.copied') : t('previewer.actions.export');
  const status = failed ? t('layout.chunk.failed') : copied ? t('previewer.actions.copied') : '';
  return (
    <div className="de-previewer-export">
      <button
        ref={button}
        type="button"
        className="de-action de-action-text"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-busy={busy || undefined}
        data-copied={copied || undefined}
        onPointerEnter={() => void loadMenuParts().catch(() => undefined)}
        onClick={() => void toggle()}
      >
        {copied && <CheckIcon />}
        <span>{label}</span>
        <ChevronDownIcon />
      </button>
      {open && parts && (
        <parts.ExportMenuList
          demo={demo}
          editedCode={editedCode}
          demoRef={demoRef}
          onClose={close}
          onRun={(action) => void run(action)}
          onCopied={markCopied}
          onHelp={() => {
            setOpen(false);
            setHelpOpen(true);
          }}
        />
      )}
      <span className={failed ? 'de-previewer-export-failed' : 'de-visually-hidden'} role="status">
        {status}
      </span>
      {helpOpen && parts && <parts.SketchPasteHelp onClose={() => setHelpOpen(false)} />}
    </div>
  );
}
