import { useState } from 'react';
import type { DrawerProps } from '../DrawerProps';
import { useIsomorphicLayoutEffect } from './useIsomorphicLayoutEffect';

/**
 * Resolves `getContainer` once the drawer is first needed; by default a div appended to body,
 * removed on unmount. Resolution happens after commit, so selectors may point at later siblings.
 */
export function usePortalContainer(
  getContainer: DrawerProps['getContainer'],
  needed: boolean,
): HTMLElement | null {
  const [element, setElement] = useState<HTMLElement | null>(null);

  useIsomorphicLayoutEffect(() => {
    if (!needed || getContainer === false) return;
    if (getContainer === undefined || getContainer === null) {
      const div = document.body.appendChild(document.createElement('div'));
      setElement(div);
      return () => div.remove();
    }
    setElement(
      typeof getContainer === 'string'
        ? document.querySelector<HTMLElement>(getContainer)
        : typeof getContainer === 'function'
          ? getContainer()
          : getContainer,
    );
  }, [needed, getContainer]);

  return element;
}
