import { useRef, useState } from 'react';
import type { DrawerProps } from '../DrawerProps';
import { useIsomorphicLayoutEffect } from './useIsomorphicLayoutEffect';

export interface PortalContainer {
  element: HTMLElement | null;
  /** Portaled into body (our own div or body itself): only then is the page's scroll ours to lock. */
  atBody: boolean;
}

/**
 * Resolves `getContainer` once the drawer is first needed; by default a div appended to body,
 * removed on unmount. Resolution happens after commit, so selectors may point at later siblings.
 */
export function usePortalContainer(
  getContainer: DrawerProps['getContainer'],
  needed: boolean,
): PortalContainer {
  const own = useRef<HTMLDivElement | null>(null);
  const [element, setElement] = useState<HTMLElement | null>(null);

  useIsomorphicLayoutEffect(() => {
    if (!needed || getContainer === false) return;
    if (getContainer !== undefined && getContainer !== null) {
      setElement(
        typeof getContainer === 'string'
          ? document.querySelector<HTMLElement>(getContainer)
          : typeof getContainer === 'function'
            ? getContainer()
            : getContainer,
      );
      return;
    }
    const div = (own.current ??= document.createElement('div'));
    document.body.appendChild(div);
    setElement(div);
    return () => div.remove();
  }, [needed, getContainer]);

  return { element, atBody: !!element && (element === own.current || element === document.body) };
}
