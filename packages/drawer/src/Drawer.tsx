import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { DrawerProps } from './DrawerProps';
import { DrawerPopup } from './DrawerPopup';
import { focus } from './hooks/useFocusLock';
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

  // Closed until mounted: the server and the hydrating client render nothing, then it opens.
  const [mounted, setMounted] = useState(false);
  useIsomorphicLayoutEffect(() => setMounted(true), []);
  const mergedOpen = mounted && open;
  const [animatedVisible, setAnimatedVisible] = useState(false);
  const rendered = useRef(false);
  if (mounted && (open || forceRender)) rendered.current = true;

  const inline = getContainer === false;
  const container = usePortalContainer(getContainer, rendered.current);
  useScrollLock(
    mask &&
      // Portaled into body (our own div or body itself): only then is the page's scroll ours to lock.
      !!container &&
      (getContainer === undefined || getContainer === null || container === document.body) &&
      (mergedOpen || animatedVisible),
  );

  const trigger = useRef<Element | null>(null);
  useIsomorphicLayoutEffect(() => {
    if (mergedOpen) trigger.current = document.activeElement;
  }, [mergedOpen]);

  // Focus goes back in a passive effect: by then the focus trap and the page's inert state are gone.
  // Each close stores a new one-element array, so the effect runs once per close.
  const [returnTo, setReturnTo] = useState<[Element | null]>();
  useEffect(() => {
    const previous = returnTo?.[0];
    const active = document.activeElement;
    if (
      previous?.isConnected &&
      // Only when focus was lost with the drawer, not when the user has since moved it elsewhere.
      (!active || active === document.body || active.closest('[role="dialog"]'))
    )
      focus(previous as HTMLElement);
  }, [returnTo]);

  if (
    !rendered.current ||
    // Destroyed: unmounted once the close transition has ended.
    ((destroyOnHidden || destroyOnClose) && !forceRender && !mergedOpen && !animatedVisible) ||
    (!inline && !container)
  )
    return null;

  const popup = (
    <DrawerPopup
      {...props}
      open={mergedOpen}
      inline={inline}
      onAfterOpenChange={(visible) => {
        setAnimatedVisible(visible);
        if (!visible && focusTriggerAfterClose) setReturnTo([trigger.current]);
        afterOpenChange?.(visible);
      }}
    />
  );
  return inline ? popup : createPortal(popup, container as HTMLElement);
}

export default Drawer;
