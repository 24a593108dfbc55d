import { useState } from 'react';
import Drawer from '../../src';
import type { Placement } from '../../src';
import '../../src/index.css';
import './page.css';

declare global {
  interface Window {
    /** afterOpenChange calls with their time, read by the tests. */
    drawerEvents: { open: boolean; at: number }[];
    openedAt: number;
    /** Every class list the main drawer's wrapper has had, in order: transient motion steps included. */
    wrapperClasses: string[];
    /** Resize callbacks in the order they were called. */
    resizeEvents: { type: 'start' | 'resize' | 'end'; size: number }[];
  }
}
window.drawerEvents = [];
window.wrapperClasses = [];
window.resizeEvents = [];
const mainWrapper = '.rc-drawer:not(.nested) > .rc-drawer-content-wrapper';
new MutationObserver((records) => {
  const wrapper = document.querySelector(mainWrapper);
  if (!wrapper) return;
  // Each change's old value, then the current one: the classes it was mounted with, and steps that
  // came and went within one task (a motion's -start, never painted) included.
  const steps = records
    .filter((record) => record.target === wrapper && record.attributeName === 'class')
    .map((record) => record.oldValue ?? '');
  for (const className of [...steps, wrapper.className]) {
    if (className !== window.wrapperClasses.at(-1)) window.wrapperClasses.push(className);
  }
}).observe(document, {
  attributes: true,
  attributeFilter: ['class'],
  attributeOldValue: true,
  childList: true,
  subtree: true,
});

/** Scenario options come from the query string, e.g. `?placement=start&dir=rtl&mask=0`. */
const params = new URLSearchParams(location.search);
const flag = (name: string, fallback: boolean) =>
  params.has(name) ? params.get(name) !== '0' : fallback;
document.documentElement.dir = params.get('dir') ?? 'ltr';

export function TestPage() {
  const [open, setOpen] = useState(false);
  const [nestedOpen, setNestedOpen] = useState(false);
  const [outsideClicks, setOutsideClicks] = useState(0);

  return (
    <main className="page">
      <button
        id="trigger"
        onClick={() => {
          window.openedAt = performance.now();
          setOpen(true);
        }}
      >
        Open drawer
      </button>
      <button id="outside" onClick={() => setOutsideClicks((count) => count + 1)}>
        Outside ({outsideClicks})
      </button>
      <output id="outside-count">{outsideClicks}</output>
      <div id="marker" className="marker">
        Centred block
      </div>
      <div className="tall">Tall content so the page scrolls.</div>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        title="Test drawer"
        placement={(params.get('placement') ?? 'right') as Placement}
        mask={flag('mask', true)}
        resizable={
          flag('resizable', false) && {
            onResizeStart: (size) => window.resizeEvents.push({ type: 'start', size }),
            onResize: (size) => window.resizeEvents.push({ type: 'resize', size }),
            onResizeEnd: (size) => window.resizeEvents.push({ type: 'end', size }),
          }
        }
        // A 30 s opening slide: a test can act in the middle of it however slow the machine is.
        rootClassName={flag('slowOpen', false) ? 'slow-open' : undefined}
        swipeToClose={flag('swipe', false)}
        maxSize={Number(params.get('max')) || undefined}
        afterOpenChange={(next) => window.drawerEvents.push({ open: next, at: performance.now() })}
      >
        <button id="first">First</button>
        <input id="middle" aria-label="Middle" />
        <button id="last" onClick={() => setNestedOpen(true)}>
          Open nested
        </button>
        <Drawer
          open={nestedOpen}
          onClose={() => setNestedOpen(false)}
          title="Nested drawer"
          rootClassName="nested"
        >
          <button id="nested-button">Nested</button>
        </Drawer>
      </Drawer>
    </main>
  );
}
