/** A drawer taking part in a stack: deeper nesting is above, then the most recently opened. */
export interface Layer {
  depth: number;
}

/** Keeps open drawers ordered from bottom to top, for "only the top-most one reacts" behaviours. */
export function createLayerStack<T extends Layer>() {
  const layers: T[] = [];
  return {
    layers,
    add(layer: T): T {
      // Array sort is stable: among equal depths the one added last stays last (on top).
      layers.push(layer);
      layers.sort((a, b) => a.depth - b.depth);
      return layer;
    },
    remove(layer: T): void {
      // A missing layer gives -1, which >>> 0 turns into an index past the end: nothing is removed.
      layers.splice(layers.indexOf(layer) >>> 0, 1);
    },
  };
}
