import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { DrawerProps } from './DrawerProps';
import { DrawerPopup } from './DrawerPopup';
import { focus } from './hooks/useFocusLock';
import { useHydrated } from './hooks/useHydrated';
import { useIsomorphicLayoutEffect } from './hooks/useIsomorphicLayoutEffect';
import { usePortalContainer } from './hooks/usePortalContainer';
import { useScrollLock } from './hooks/useScrollLock';
import { warnOnce } from './warning';

/** A panel that slides in from an edge of the screen. Drop-in for rc-drawer 7 and @rc-component/drawer 1. */
function Drawer(props: DrawerProps) {
  const {
    open = false,
    mask = true,
    focusTriggerAfterClose = true,
    getContainer,
    forceRender,
    destroyOnHidden,
    destroyOnClose,
    afterOpenChange,
  } = props;

  if (process.env.NODE_ENV !== 'production' && typeof document === 'undefined' && open) {
    warnOnce(
      "Drawer with 'open' in SSR is not work since no place to createPortal. Please move to 'useEffect' instead.",
    );
  }

  // Closed on the server and while hydrating (nothing to portal into there), open at once elsewhere.
  const hydrated = useHydrated();
  const mergedOpen = hydrated && open;
  const [animatedVisible, setAnimatedVisible] = useState(false);
  // From the first open (or from mount with forceRender) the content stays rendered. Set while
  // rendering: React renders again at once with the new value, before anything is committed.
  const wanted = hydrated && (open || !!forceRender);
  const [needed, setNeeded] = useState(false);
  if (wanted && !needed) setNeeded(true);

  const inline = getContainer === false;
  const container = usePortalContainer({ getContainer, needed });
  // Portaled into body (our own div or body itself): only then is the page's scroll ours to lock.
  // Read only once open, so on the client: the server never opens a drawer.
  useScrollLock(
    mask &&
      (mergedOpen || animatedVisible) &&
      (getContainer === undefined || getContainer === null || container === document.body),
  );

  const trigger = useRef<Element | null>(null);
  useIsomorphicLayoutEffect(() => {
    if (mergedOpen) trigger.current = document.activeElement;
  }, [mergedOpen]);

  // Focus goes back in a passive effect: by then the focus trap and the page's inert state are gone.
  // Each close stores a new object, so the effect runs once per close.
  const [returnTo, setReturnTo] = useState<{ element: Element | null }>();
  useEffect(() => {
    const previous = returnTo?.element;
    const active = document.activeElement;
    // Only when focus was lost with the drawer, not when the user has since moved it elsewhere.
    const focusLost = !active || active === document.body || active.closest('[role="dialog"]');
    // A trigger removed from the page meanwhile is left alone: focus() does nothing off the page.
    if (focusLost) focus(previous as HTMLElement);
  }, [returnTo]);

  // Destroyed: unmounted once the close transition has ended.
  const destroyed =
    (destroyOnHidden || destroyOnClose) && !forceRender && !mergedOpen && !animatedVisible;
  if (!needed || destroyed || (!inline && !container)) return null;

  const popup = (
    <DrawerPopup
      {...props}
      open={mergedOpen}
      inline={inline}
      onAfterOpenChange={(visible) => {
        setAnimatedVisible(visible);
        if (!visible && focusTriggerAfterClose) setReturnTo({ element: trigger.current });
        afterOpenChange?.(visible);
      }}
    />
  );
  return inline ? popup : createPortal(popup, container as HTMLElement);
}

export default Drawer;
