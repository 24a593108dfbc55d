import { useState } from 'react';
import Drawer from '@drawer/react';
import '@drawer/react/assets/index.css';
import '../demo/demos/demo.css';

export default function HomeDemo() {
  const [open, setOpen] = useState(false);

  return (
    <>
      <button type="button" className="demo-button" onClick={() => setOpen(true)}>
        Open drawer
      </button>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        title="Hello, drawer"
        rootClassName="demo-drawer"
      >
        <div className="demo-drawer-body">
          <p>
            Focus moved into this panel and stays here while it is open. Press Esc, click the mask
            or use the button below to close it, and focus goes back to the button that opened it.
          </p>
          <label className="demo-field">
            Your name
            <input type="text" name="name" autoComplete="name" />
          </label>
          <div className="demo-row">
            <button type="button" className="demo-button" onClick={() => setOpen(false)}>
              Close
            </button>
          </div>
        </div>
      </Drawer>
    </>
  );
}
