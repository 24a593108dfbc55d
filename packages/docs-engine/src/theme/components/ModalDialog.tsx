import {
  useEffect,
  useRef,
  type DialogHTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { useBodyScrollLock } from './useBodyScrollLock.ts';
import './ModalDialog.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/**
 * The dialog's Tab stops that are shown (a control hidden at this width is not one) and not taken
 * out of the Tab order (as the search's hits are, which its input's arrow keys reach).
 */
function tabStops(dialog: HTMLElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.tabIndex >= 0 && element.getClientRects().length > 0,
  );
}

/**
 * Keeps Tab inside the dialog, from its last stop to its first and back. The browser's own modal
 * dialog would let Tab reach its address bar, and a reader would lose the focus from the page.
 */
function wrapTab(dialog: HTMLElement, event: KeyboardEvent<HTMLElement>): void {
  const stops = tabStops(dialog);
  const first = stops[0];
  const last = stops.at(-1);
  if (!first || !last) return;
  const edge = event.shiftKey ? first : last;
  if (document.activeElement !== edge && dialog.contains(document.activeElement)) return;
  event.preventDefault();
  (event.shiftKey ? last : first).focus();
}

/** A click on the backdrop lands on the dialog element, outside its box. */
function onBackdrop(event: MouseEvent<HTMLDialogElement>): boolean {
  if (event.target !== event.currentTarget) return false;
  const box = event.currentTarget.getBoundingClientRect();
  return (
    event.clientX < box.left ||
    event.clientX > box.right ||
    event.clientY < box.top ||
    event.clientY > box.bottom
  );
}

export interface ModalDialogProps extends Omit<
  DialogHTMLAttributes<HTMLDialogElement>,
  'open' | 'onClose' | 'onCancel'
> {
  /** Called on Escape, on a click on the backdrop and on a `<form method="dialog">` submit. */
  onClose(): void;
  /** Focused when the dialog opens; otherwise the browser focuses the first control. */
  initialFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/**
 * The theme's one modal: search, the phone menu and the Sketch help all open in it, so each
 * behaves the same. It is the native `<dialog>` opened with `showModal()`: the page behind is
 * inert, Escape closes it, Tab stays inside, the page does not scroll behind it, and the focus
 * goes back to what opened it. It is open while it is rendered; the owner closes it by no longer
 * rendering it.
 */
export default function ModalDialog({
  onClose,
  initialFocus,
  className,
  children,
  onKeyDown,
  onClick,
  ...props
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useBodyScrollLock();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    initialFocus?.current?.focus();
    // Taking the dialog out of the page closes it; the focus it held goes back to the opener.
    return () => opener?.focus({ preventScroll: true });
  }, [initialFocus]);

  return (
    <dialog
      ref={ref}
      className={['de-modal', className].filter(Boolean).join(' ')}
      {...props}
      onCancel={(event) => {
        // Escape: the owner decides, by unrendering the dialog, so its state stays the truth.
        event.preventDefault();
        onClose();
      }}
      onClose={onClose}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.key === 'Tab' && !event.defaultPrevented) wrapTab(event.currentTarget, event);
      }}
      onClick={(event) => {
        onClick?.(event);
        if (onBackdrop(event)) onClose();
      }}
    >
      {children}
    </dialog>
  );
}
