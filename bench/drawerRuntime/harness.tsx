// The page the drawer runtime benchmark drives: bundled with React and the built drawer, it puts
// `window.drawerBench` on the page. Every step re-renders the one root with new props, as an app
// re-renders on state change, and waits for the drawer's own `afterOpenChange` to say it is done.
import Drawer from '@drawer/react';
import { createRoot } from 'react-dom/client';

export interface DrawerBench {
  /** Opens and closes one drawer `count` times; the duration of each cycle in ms. */
  cycles(count: number): Promise<number[]>;
  /** Opens `depth` drawers each inside the last, then closes them from the top; ms per step. */
  nested(depth: number): Promise<{ openMs: number[]; closeMs: number[] }>;
  /** Unmounts everything, so what is left in memory is what leaked. */
  clear(): Promise<void>;
}

declare global {
  interface Window {
    drawerBench?: DrawerBench;
  }
}

const container = document.createElement('div');
document.body.append(container);
const root = createRoot(container);

let expected: { level: number; open: boolean; done: () => void } | undefined;
const onAfterOpenChange = (level: number, open: boolean): void => {
  if (expected?.level === level && expected.open === open) {
    expected.done();
    expected = undefined;
  }
};

/**
 * Renders `element` and resolves with the ms until drawer `level` reports `open`; checks that the
 * page then shows as many open drawers as it should, so a fast figure is never a drawer that did nothing.
 */
async function renderUntil(
  element: React.ReactNode,
  level: number,
  open: boolean,
  openDrawers: number,
): Promise<number> {
  const ms = await new Promise<number>((resolve) => {
    const start = performance.now();
    expected = { level, open, done: () => resolve(performance.now() - start) };
    root.render(element);
  });
  const shown = document.querySelectorAll('.rc-drawer-open [role="dialog"]').length;
  if (shown !== openDrawers)
    throw new Error(`expected ${openDrawers} open drawers, found ${shown}`);
  return ms;
}

function Single({ open }: { open: boolean }) {
  return (
    // destroyOnHidden: each cycle mounts and unmounts the panel, where leaks would come from.
    <Drawer
      open={open}
      destroyOnHidden
      afterOpenChange={(visible) => onAfterOpenChange(0, visible)}
    >
      <h2>Settings</h2>
      <p>Drawer content with a field and a button.</p>
      <input aria-label="Name" />
      <button type="button">Save</button>
    </Drawer>
  );
}

function Nested({
  level,
  depth,
  openLevels,
}: {
  level: number;
  depth: number;
  openLevels: number;
}) {
  if (level > depth) return null;
  return (
    <Drawer
      open={level <= openLevels}
      afterOpenChange={(visible) => onAfterOpenChange(level, visible)}
    >
      <p>Level {level}</p>
      <Nested level={level + 1} depth={depth} openLevels={openLevels} />
    </Drawer>
  );
}

window.drawerBench = {
  async cycles(count) {
    const times: number[] = [];
    for (let cycle = 0; cycle < count; cycle += 1) {
      const opened = await renderUntil(<Single open />, 0, true, 1);
      const closed = await renderUntil(<Single open={false} />, 0, false, 0);
      times.push(opened + closed);
    }
    return times;
  },
  async nested(depth) {
    const openMs: number[] = [];
    const closeMs: number[] = [];
    for (let level = 1; level <= depth; level += 1) {
      openMs.push(
        await renderUntil(
          <Nested level={1} depth={depth} openLevels={level} />,
          level,
          true,
          level,
        ),
      );
    }
    for (let level = depth; level >= 1; level -= 1) {
      closeMs.push(
        await renderUntil(
          <Nested level={1} depth={depth} openLevels={level - 1} />,
          level,
          false,
          level - 1,
        ),
      );
    }
    return { openMs, closeMs };
  },
  async clear() {
    root.render(null);
    // Let React finish its passive effects (focus return, scroll unlock) before memory is read.
    await new Promise((resolve) => setTimeout(resolve, 100));
  },
};
