import { expect, it } from 'vitest';
import { detachedNodeNames } from './detachedNodes.ts';

const fields = ['type', 'name', 'id', 'self_size', 'edge_count', 'detachedness'];
const strings = ['<div class="rc-drawer">', '<div id="a">', 'Object'];

it('names the nodes a heap snapshot marks as detached', () => {
  // One row per node: type, name (index into strings), id, size, edges, detachedness.
  const nodes = [8, 0, 1, 40, 0, 1, 8, 1, 3, 40, 0, 2, 3, 2, 5, 16, 0, 0];
  expect(
    detachedNodeNames({ snapshot: { meta: { node_fields: fields } }, nodes, strings }),
  ).toEqual(['<div id="a">']);
});

it('refuses a snapshot without the detachedness field rather than report none', () => {
  expect(() =>
    detachedNodeNames({
      snapshot: { meta: { node_fields: ['type', 'name'] } },
      nodes: [],
      strings: [],
    }),
  ).toThrow();
});
