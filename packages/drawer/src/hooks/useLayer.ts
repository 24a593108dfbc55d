import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';

interface LayerProps {
  /** With a mask: the rest of the page is inert while this drawer is the top-most modal one. */
  modal: boolean;
  /** Absent when the drawer ignores Escape: it still shields the drawers beneath it. */
  onEscape: ((event: KeyboardEvent) => void) | undefined;
}

interface Layer {
  depth: number;
  /** An element of the drawer: whichever child of body holds it stays interactive. */
  element: HTMLElement;
  /** The drawer's current props, refreshed on every render. */
  props: RefObject<LayerProps | null>;
}

/** Open drawers from bottom to top: deeper nesting is above, then the most recently opened. */
const layers: Layer[] = [];
/** Elements this module made inert, and only those: it never undoes an author's own `inert`. */
const touched = new Set<Element>();

function onWindowKeyDown(event: KeyboardEvent): void {
  if (event.key !== 'Escape' && event.keyCode !== 27) return;
  // Escape also confirms or cancels an IME composition; that keystroke is not meant for us.
  if (event.isComposing || event.keyCode === 229) return;
  layers[layers.length - 1]?.props.current?.onEscape?.(event);
}

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
  // Undone first, so what this module set is never mistaken for an author's own `inert`.
  for (const element of touched) setInert(element, false);
  touched.clear();
  let top = layers.length;
  while (top-- && !layers[top]?.props.current?.modal);
  if (top < 0) return;
  const kept = layers.slice(top);
  for (const child of document.body.children) {
    if (
      // Elements that render nothing, and those the author already took out of reach.
      !child.matches('script,style,link,template,[inert],[aria-hidden="true"]') &&
      !kept.some((layer) => child.contains(layer.element))
    ) {
      setInert(child, true);
      touched.add(child);
    }
  }
}

/**
 * An open drawer takes a place in the page's stack of layers. Escape reaches only the top-most one,
 * wherever focus is (one that ignores Escape still shields those beneath it); while a modal drawer is
 * open, the rest of the page is inert (restored on close and unmount).
 */
export function useLayer(
  open: boolean,
  depth: number,
  ref: RefObject<HTMLElement | null>,
  modal: boolean,
  onEscape: ((event: KeyboardEvent) => void) | undefined,
): void {
  const props = useRef<LayerProps>(null);
  props.current = { modal, onEscape };

  useEffect(() => {
    const element = ref.current;
    if (!open || !element) return;
    const layer = { depth, element, props };
    // Array sort is stable: among equal depths the one added last stays last (on top).
    layers.push(layer);
    layers.sort((a, b) => a.depth - b.depth);
    // One listener for all drawers: adding the same one again does nothing.
    window.addEventListener('keydown', onWindowKeyDown);
    refresh();
    return () => {
      layers.splice(layers.indexOf(layer), 1);
      if (!layers.length) window.removeEventListener('keydown', onWindowKeyDown);
      refresh();
    };
  }, [open, depth, ref]);

  // A drawer that gains or loses its mask while open changes what is inert.
  useEffect(refresh, [modal]);
}
