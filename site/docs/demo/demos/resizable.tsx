import { useState } from 'react';
import Drawer from '@drawer/react';
import '@drawer/react/assets/index.css';
import './demo.css';

const DEFAULT_SIZE = 360;

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
        defaultSize={DEFAULT_SIZE}
        maxSize={640}
        resizable={{
          onResizeStart: () => setDragging(true),
          onResize: setSize,
          onResizeEnd: (finalSize) => {
            setDragging(false);
            setSize(finalSize);
          },
        }}
        rootClassName="demo-drawer"
      >
        <div className="demo-drawer-body">
          <p className="demo-status" aria-live="polite" data-testid="size">
            Width: {Math.round(size)}px{dragging ? ' (resizing)' : ''}
          </p>
          <p>
            Drag the left edge with a mouse, finger or pen. Or press Tab until the handle has focus
            and use the arrow keys. The width stops at 640px and at the window's edge.
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
