import { useState } from 'react';
import Drawer from '@drawer/react';
import '@drawer/react/assets/index.css';
import './demo.css';

export default function ForceRenderDemo() {
  const [forcedOpen, setForcedOpen] = useState(false);
  const [destroyedOpen, setDestroyedOpen] = useState(false);

  return (
    <div className="demo-stack">
      <div className="demo-row">
        <button type="button" className="demo-button" onClick={() => setForcedOpen(true)}>
          Open forceRender
        </button>
        <button type="button" className="demo-button" onClick={() => setDestroyedOpen(true)}>
          Open destroyOnHidden
        </button>
      </div>

      <Drawer
        open={forcedOpen}
        onClose={() => setForcedOpen(false)}
        title="forceRender"
        forceRender
        rootClassName="demo-drawer"
      >
        <div className="demo-drawer-body">
          <p>
            This input was in the page, hidden, before you opened the drawer for the first time.
          </p>
          <label className="demo-field">
            Kept note
            <input type="text" name="forced-note" defaultValue="Type here, close, reopen" />
          </label>
          <div className="demo-row">
            <button type="button" className="demo-button" onClick={() => setForcedOpen(false)}>
              Close
            </button>
          </div>
        </div>
      </Drawer>

      <Drawer
        open={destroyedOpen}
        onClose={() => setDestroyedOpen(false)}
        title="destroyOnHidden"
        destroyOnHidden
        rootClassName="demo-drawer"
      >
        <div className="demo-drawer-body">
          <p>This input is created on open and removed after the close transition.</p>
          <label className="demo-field">
            Lost note
            <input type="text" name="destroyed-note" defaultValue="Type here, close, reopen" />
          </label>
          <div className="demo-row">
            <button type="button" className="demo-button" onClick={() => setDestroyedOpen(false)}>
              Close
            </button>
          </div>
        </div>
      </Drawer>
    </div>
  );
}
