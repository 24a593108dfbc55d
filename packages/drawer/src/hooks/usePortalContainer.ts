import { useInsertionEffect, useState } from 'react';
import type { DrawerProps } from '../DrawerProps';
import { useIsomorphicLayoutEffect } from './useIsomorphicLayoutEffect';

type CustomContainer = Exclude<DrawerProps['getContainer'], false | undefined>;

export interface PortalContainerOptions {
  getContainer: DrawerProps['getContainer'];
  /** Whether the drawer has anything to render yet. */
  needed: boolean;
}

function resolve(getContainer: CustomContainer): HTMLElement | null {
  if (typeof getContainer === 'string') return document.querySelector<HTMLElement>(getContainer);
  if (typeof getContainer === 'function') return getContainer();
  return getContainer;
}

/**
 * The element to portal into, known while rendering so that the content mounts in the commit that
 * opens the drawer (the parent's effects of that commit see it); null while not needed or inline.
 * By default a div of the drawer's own, appended to body while needed and removed on unmount.
 */
export function usePortalContainer({
  getContainer,
  needed,
}: PortalContainerOptions): HTMLElement | null {
  // Created with the drawer but attached only when needed: a detached div is not on the page.
  const [ownDiv] = useState(() =>
    typeof document === 'undefined' ? null : document.createElement('div'),
  );
  const own = getContainer === undefined || getContainer === null;
  const custom = needed && !own && getContainer !== false ? getContainer : null;
  // A selector may match an element rendered after the drawer: looked up again after the commit.
  const [late, setLate] = useState<HTMLElement | null>(null);
  /** Our own div, while the drawer needs it in the page. */
  const attached = needed && own ? ownDiv : null;
  const container = custom ? (resolve(custom) ?? late) : attached;

  // An insertion effect runs before any layout effect: the content's effects (the slide's measures
  // above all) find it in the page, not in a detached div.
  useInsertionEffect(() => {
    if (!attached) return;
    document.body.appendChild(attached);
    return () => attached.remove();
  }, [attached]);

  useIsomorphicLayoutEffect(() => {
    if (custom && !container) setLate(resolve(custom));
  }, [custom, container]);

  return container;
}
