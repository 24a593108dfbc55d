import { useEffect } from 'react';
import type { RefObject } from 'react';
import { createLayerStack } from '../layerStack';

interface InertLayer {
  depth: number;
  element: HTMLElement;
  modal: boolean;
}

const stack = createLayerStack<InertLayer>();
/** Elements this module made inert, and only those: it never undoes an author's own `inert`. */
const touched = new Set<Element>();

function setInert(element: Element, on: boolean): void {
  if ('inert' in element) (element as HTMLElement).inert = on;
  // Where `inert` is missing, aria-hidden at least takes the page out of the accessibility tree.
  else if (on) element.setAttribute('aria-hidden', 'true');
  else element.removeAttribute('aria-hidden');
}

/**
 * Recomputes the page's inert state: every child of body is inert except those holding the top-most
 * modal drawer or anything opened above it (nested drawers, popups portaled from inside).
 */
function refresh(): void {
  const { layers } = stack;
  let top = layers.length;
  while (top-- && !layers[top]?.modal);
  const kept = top < 0 ? [] : layers.slice(top).map((layer) => layer.element);
  const outside = kept.length
    ? Array.from(document.body.children).filter(
        (child) => !/^(SCRIPT|STYLE|LINK|TEMPLATE)$/.test(child.tagName) && !kept.some((element) => child.contains(element)),
      )
    : [];
  for (const element of touched) {
    if (!outside.includes(element)) {
      setInert(element, false);
      touched.delete(element);
    }
  }
  for (const element of outside) {
    if (!touched.has(element) && !element.matches('[inert],[aria-hidden="true"]')) {
      setInert(element, true);
      touched.add(element);
    }
  }
}

/** While open, a modal drawer makes the rest of the page inert (restored on close and unmount). */
export function useInertOutside(open: boolean, modal: boolean, depth: number, ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!open || !element) return;
    const layer = stack.add({ depth, element, modal });
    refresh();
    return () => {
      stack.remove(layer);
      refresh();
    };
  }, [open, modal, depth, ref]);
}
