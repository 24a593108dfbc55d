import { useState } from 'react';
import Drawer from '@drawer/react';
import '@drawer/react/assets/index.css';
import './demo.css';

export default function InlineDemo() {
  const [open, setOpen] = useState(false);

  return (
    <div className="demo-stack">
      <div className="demo-row">
        <button type="button" className="demo-button" onClick={() => setOpen(true)}>
          Open in place
        </button>
      </div>
      <div
        className="demo-stage demo-stage--scroll"
        data-testid="scroll-box"
        tabIndex={0}
        role="region"
        aria-label="Scrolling box"
      >
        <div className="demo-stage-content demo-stage-content--tall">
          This box scrolls. The drawer is rendered right here in the tree, so it covers the part of
          the box you see when it opens.
        </div>
        <Drawer
          open={open}
          onClose={() => setOpen(false)}
          title="Rendered in place"
          size={240}
          getContainer={false}
          rootClassName="demo-drawer"
        >
          <div className="demo-drawer-body">
            <p>
              No portal: this panel is a child of the scrolling box and carries the class
              rc-drawer-inline.
            </p>
            <div className="demo-row">
              <button type="button" className="demo-button" onClick={() => setOpen(false)}>
                Close
              </button>
            </div>
          </div>
        </Drawer>
      </div>
    </div>
  );
}
