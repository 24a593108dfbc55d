import { useState } from 'react';
import Drawer from '@drawer/react';
import '@drawer/react/assets/index.css';
import './demo.css';

const DEFAULT_SIZE = 360;
/** Narrower than this, the panel's text no longer fits. */
const MIN_SIZE = 200;
const MAX_SIZE = 640;

export default function ResizableDemo() {
  const [open, setOpen] = useState(false);
  const [size, setSize] = useState(DEFAULT_SIZE);
  const [dragging, setDragging] = useState(false);

  return (
    <div className="demo-stack">
      <div className="demo-row">
        <button type="button" className="demo-button" onClick={() => setOpen(true)}>
          Open resizable drawer
        </button>
      </div>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        title="Resizable"
        size={size}
        minSize={MIN_SIZE}
        maxSize={MAX_SIZE}
        resizable={{
          'aria-label': 'Resize the drawer',
          onResizeStart: () => setDragging(true),
          onResize: setSize,
          onResizeEnd: (finalSize) => {
            setDragging(false);
            setSize(finalSize);
          },
        }}
        rootClassName="demo-drawer demo-drawer--grip"
      >
        <div className="demo-drawer-body">
          <p className="demo-status" aria-live="polite" data-testid="size">
            Width: {Math.round(size)}px{dragging ? ' (resizing)' : ''}
          </p>
          <p>
            Drag the grip on the left edge with a mouse, finger or pen. Or press Tab until the
            handle has focus: the arrow keys move it 10px, Home makes the drawer as narrow as it
            goes and End as wide as it goes. The width stays between 200px and 640px, and within the
            window.
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
