import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { DrawerProps } from './DrawerProps';
import { DrawerPopup } from './DrawerPopup';
import { focus } from './hooks/useFocusLock';
import { useIsomorphicLayoutEffect } from './hooks/useIsomorphicLayoutEffect';
import { useMounted } from './hooks/useMounted';
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
  const mounted = useMounted();
  const mergedOpen = mounted && open;
  const [animatedVisible, setAnimatedVisible] = useState(false);
  const rendered = useRef(false);
  rendered.current ||= mergedOpen || (mounted && !!forceRender);

  const inline = getContainer === false;
  const container = usePortalContainer(getContainer, rendered.current);
  useScrollLock(mask && container.atBody && (mergedOpen || animatedVisible));

  const trigger = useRef<Element | null>(null);
  useIsomorphicLayoutEffect(() => {
    if (mergedOpen) trigger.current = document.activeElement;
  }, [mergedOpen]);

  // Focus goes back in a passive effect: by then the focus trap and the page's inert state are gone.
  const [closings, setClosings] = useState(0);
  const returnFocus = useRef(focusTriggerAfterClose);
  returnFocus.current = focusTriggerAfterClose;
  useEffect(() => {
    const previous = trigger.current;
    const active = document.activeElement;
    // Only when focus was lost with the drawer, not when the user has since moved it elsewhere.
    const lost = !active || active === document.body || !!active.closest('[role="dialog"]');
    if (
      closings &&
      returnFocus.current &&
      lost &&
      previous instanceof HTMLElement &&
      previous.isConnected
    ) {
      focus(previous);
    }
  }, [closings]);

  const onAfterOpenChange = (visible: boolean) => {
    setAnimatedVisible(visible);
    if (!visible) setClosings((count) => count + 1);
    afterOpenChange?.(visible);
  };

  const destroyed =
    (destroyOnHidden || destroyOnClose) && !forceRender && !mergedOpen && !animatedVisible;
  if (!rendered.current || destroyed || (!inline && !container.element)) return null;

  const popup = (
    <DrawerPopup
      {...props}
      open={mergedOpen}
      inline={inline}
      onAfterOpenChange={onAfterOpenChange}
    />
  );
  return inline ? popup : createPortal(popup, container.element as HTMLElement);
}

export default Drawer;
