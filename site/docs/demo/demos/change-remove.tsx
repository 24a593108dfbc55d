import { useEffect, useState } from 'react';
import Drawer from '@drawer/react';
import '@drawer/react/assets/index.css';
import './demo.css';

const REMOVE_AFTER_MS = 2000;

export default function ChangeRemoveDemo() {
  // Each run mounts a fresh drawer (a new key) and takes it out of the tree two seconds later.
  const [run, setRun] = useState(1);
  const [mounted, setMounted] = useState(true);

  useEffect(() => {
    const timer = window.setTimeout(() => setMounted(false), REMOVE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [run]);

  return (
    <div className="demo-stack">
      <div className="demo-row">
        <button
          type="button"
          className="demo-button"
          onClick={() => {
            setMounted(true);
            setRun((value) => value + 1);
          }}
        >
          Mount a new drawer
        </button>
        <span className="demo-status" aria-live="polite">
          {mounted ? 'mounted, removing in 2 s' : 'removed from the tree'}
        </span>
      </div>
      <div className="demo-stage">
        <div className="demo-stage-content">
          The drawer is not closed first: its parent simply stops rendering it.
        </div>
        {mounted && (
          <Drawer
            key={run}
            open
            title="About to be removed"
            size={240}
            getContainer={false}
            mask={false}
            autoFocus={false}
            rootClassName="demo-drawer"
          >
            <div className="demo-drawer-body">
              <p>Run {run}. This panel disappears mid-state, with nothing left behind.</p>
            </div>
          </Drawer>
        )}
      </div>
    </div>
  );
}
