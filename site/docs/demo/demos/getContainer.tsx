import { useRef, useState } from 'react';
import Drawer from '@drawer/react';
import '@drawer/react/assets/index.css';
import './demo.css';

export default function GetContainerDemo() {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);

  return (
    <div className="demo-stack">
      <div className="demo-row">
        <button type="button" className="demo-button" onClick={() => setOpen(true)}>
          Open in the box
        </button>
      </div>
      <div ref={containerRef} className="demo-stage" data-testid="drawer-container">
        <div className="demo-stage-content">The drawer is rendered into this element.</div>
      </div>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        title="In a container"
        size={240}
        // Called when the drawer first opens, after the box has been mounted.
        getContainer={() => containerRef.current ?? document.body}
        // Fixed positioning would cover the whole window; absolute keeps the drawer in the box.
        rootStyle={{ position: 'absolute' }}
        rootClassName="demo-drawer"
      >
        <div className="demo-drawer-body">
          <p>This panel lives in the dashed box, not at the end of the page.</p>
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
