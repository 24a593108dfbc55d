/** The parts of a V8 heap snapshot (`.heapsnapshot` JSON) needed to find detached DOM nodes. */
export interface HeapSnapshot {
  snapshot: { meta: { node_fields: string[] } };
  nodes: number[];
  strings: string[];
}

/** Chromium's `detachedness` of a node: 0 unknown, 1 attached, 2 detached. */
const DETACHED = 2;

/**
 * DOM nodes no longer in any document but still reachable from JavaScript (what DevTools'
 * "Detached elements" panel lists). Chromium marks them in each node's `detachedness` field.
 */
export function detachedNodeNames(heap: HeapSnapshot): string[] {
  const fields = heap.snapshot.meta.node_fields;
  const nameOffset = fields.indexOf('name');
  const detachednessOffset = fields.indexOf('detachedness');
  if (detachednessOffset < 0)
    throw new Error('this Chromium does not mark detached nodes in heap snapshots');
  const names: string[] = [];
  for (let node = 0; node < heap.nodes.length; node += fields.length) {
    if (heap.nodes[node + detachednessOffset] === DETACHED)
      names.push(heap.strings[heap.nodes[node + nameOffset] as number] ?? '');
  }
  return names;
}
