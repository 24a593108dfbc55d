import { useState } from 'react';
import { createPortal } from 'react-dom';
import type { DrawerProps } from './DrawerProps';
import { DrawerPopup } from './DrawerPopup';
import { useHydrated } from './hooks/useHydrated';
import { usePortalContainer } from './hooks/usePortalContainer';
import { useScrollLock } from './hooks/useScrollLock';
import { warnOnce } from './warning';

/** A panel that slides in from an edge of the screen. Drop-in for rc-drawer 7 and @rc-component/drawer 1. */
function Drawer(props: DrawerProps) {
  const {
    open = false,
    mask = true,
    getContainer,
    forceRender,
    destroyOnHidden,
    destroyOnClose,
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
  // Open, or closing: the close transition has not ended yet.
  const shown = mergedOpen || animatedVisible;
  // Portaled into body (our own div or body itself): only then is the page's scroll ours to lock.
  // `document` is read only once the drawer is open or closing, so only on the client: the server
  // never opens a drawer.
  useScrollLock(
    mask &&
      shown &&
      (getContainer === undefined || getContainer === null || container === document.body),
  );

  // Destroyed: unmounted once the close transition has ended.
  const destroyed = (destroyOnHidden || destroyOnClose) && !forceRender && !shown;
  if (!needed || destroyed || (!inline && !container)) return null;

  const popup = (
    <DrawerPopup
      {...props}
      open={mergedOpen}
      inline={inline}
      onVisibleChanged={setAnimatedVisible}
    />
  );
  return inline ? popup : createPortal(popup, container as HTMLElement);
}

export default Drawer;
