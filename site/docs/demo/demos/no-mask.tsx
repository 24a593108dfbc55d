import { useState } from 'react';
import Drawer from '@drawer/react';
import '@drawer/react/assets/index.css';
import './demo.css';

export default function NoMaskDemo() {
  const [open, setOpen] = useState(false);
  const [clicks, setClicks] = useState(0);

  return (
    <div className="demo-stack">
      <div className="demo-row">
        <button
          type="button"
          className="demo-button"
          aria-expanded={open}
          onClick={() => setOpen((value) => !value)}
        >
          Toggle drawer
        </button>
        <button
          type="button"
          className="demo-button demo-button--plain"
          onClick={() => setClicks((value) => value + 1)}
        >
          Page button, clicked {clicks} times
        </button>
      </div>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        title="No mask"
        mask={false}
        size={300}
        rootClassName="demo-drawer"
      >
        <div className="demo-drawer-body">
          <p>
            Without a mask the page stays usable: click the page button while this panel is open.
            Esc still closes it.
          </p>
          <div className="demo-row">
            <button type="button" className="demo-button" onClick={() => setOpen(false)}>
              Close
            </button>
          </div>
        </div>
      </Drawer>
    </div>
  );
}
