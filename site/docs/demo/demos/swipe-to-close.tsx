import { useState } from 'react';
import Drawer from '@drawer/react';
import '@drawer/react/assets/index.css';
import './demo.css';

export default function SwipeToCloseDemo() {
  const [open, setOpen] = useState(false);

  return (
    <div className="demo-stack">
      <div className="demo-row">
        <button type="button" className="demo-button" onClick={() => setOpen(true)}>
          Open bottom sheet
        </button>
      </div>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        title="Swipe me down"
        placement="bottom"
        size="50%"
        swipeToClose={{ threshold: 0.25 }}
        rootClassName="demo-drawer demo-drawer--sheet"
      >
        {/* The grab handle: the usual sign that a sheet can be dragged. */}
        <div className="demo-grab-handle" aria-hidden="true" />
        <div className="demo-drawer-body">
          <p>
            On a touch screen, drag this sheet down. Let go past a quarter of its height, or flick
            it, and it closes; let go earlier and it springs back.
          </p>
          <p>A mouse does not drag it, so text stays selectable. Esc and the button still work.</p>
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
