import { useLayoutEffect, useRef } from 'react';
import type { RefObject } from 'react';

interface LayerProps {
  /** With a mask: what the mask covers is inert while this drawer is open. */
  modal: boolean;
  /** Rendered in place: its mask covers its container, not the page. */
  inline: boolean;
  /** Absent when the drawer ignores Escape: it still shields the drawers beneath it. */
  onEscape: ((event: KeyboardEvent) => void) | undefined;
}

interface Layer {
  depth: number;
  /** The drawer's wrapper: whatever holds it stays interactive. */
  element: HTMLElement;
  /** The drawer's current props, refreshed on every render. */
  props: RefObject<LayerProps | null>;
}

export interface LayerOptions extends LayerProps {
  open: boolean;
  /** Nesting level: deeper drawers are above their parents. */
  depth: number;
  /** The drawer's wrapper, whose parent is the drawer's root element. */
  elementRef: RefObject<HTMLElement | null>;
}

/** Open drawers from bottom to top: deeper nesting is above, then the most recently opened. */
const layers: Layer[] = [];
/** Elements this module made inert, and only those: it never undoes an author's own `inert`. */
const touched = new Set<Element>();

/** Whether `element` is the wrapper of the top-most open drawer: only that one holds on to focus. */
export function isTopLayer(element: HTMLElement): boolean {
  return layers.at(-1)?.element === element;
}

function onWindowKeyDown(event: KeyboardEvent): void {
  if (event.key !== 'Escape' && event.keyCode !== 27) return;
  // Escape also confirms or cancels an IME composition; that keystroke is not meant for us.
  if (event.isComposing || event.keyCode === 229) return;
  layers.at(-1)?.props.current?.onEscape?.(event);
}

/**
 * Recomputes what is inert. Each open modal drawer makes inert the children of its scope (body, or
 * an inline drawer's container) that hold neither it nor anything opened above it (nested drawers,
 * popups portaled from inside).
 */
function refresh(): void {
  // Undone first, so what this module set is never mistaken for an author's own `inert`.
  for (const element of touched) element.removeAttribute('inert');
  touched.clear();
  layers.forEach((layer, index) => {
    const props = layer.props.current;
    if (!props?.modal) return;
    // What the mask covers: an inline drawer's container (its root's parent), else the page.
    const scope = props.inline ? layer.element.parentElement?.parentElement : document.body;
    const kept = layers.slice(index);
    for (const child of scope?.children ?? []) {
      const holdsKept = kept.some((above) => child.contains(above.element));
      // Children the author already made inert are left as they are, so that undoing ours never
      // undoes theirs. (Elements that render nothing, such as scripts, may be made inert: it
      // changes nothing.) The attribute rather than the property: environments without `inert`,
      // such as jsdom, keep it too.
      if (!holdsKept && !child.hasAttribute('inert')) {
        child.setAttribute('inert', '');
        touched.add(child);
      }
    }
  });
}

/**
 * An open drawer takes a place in the page's stack of layers. Escape reaches only the top-most one,
 * wherever focus is (one that ignores Escape still shields those beneath it); while a modal drawer is
 * open, what its mask covers is inert (restored on close and unmount).
 */
export function useLayer({ open, depth, elementRef, modal, inline, onEscape }: LayerOptions): void {
  const props = useRef<LayerProps>(null);
  props.current = { modal, inline, onEscape };

  // Layout effects: a drawer that closes without a transition gives focus back to its trigger in the
  // layout phase of the commit that closes it, and the page must no longer be inert by then.
  useLayoutEffect(() => {
    const element = elementRef.current;
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
  }, [open, depth, elementRef]);

  // A drawer that gains or loses its mask while open changes what is inert.
  useLayoutEffect(refresh, [modal, inline]);
}
