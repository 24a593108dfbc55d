import { useState } from 'react';
import Drawer, { type Placement } from '@drawer/react';
import '@drawer/react/assets/index.css';
import './demo.css';

export default function MotionDemo() {
  const [open, setOpen] = useState(false);
  // Kept after closing, so the panel leaves the way it came.
  const [placement, setPlacement] = useState<Placement>('bottom');
  const openFrom = (side: Placement) => {
    setPlacement(side);
    setOpen(true);
  };
  const [log, setLog] = useState('');

  return (
    <div className="demo-stack">
      <div className="demo-row">
        <button type="button" className="demo-button" onClick={() => openFrom('bottom')}>
          Rise from the bottom
        </button>
        <button type="button" className="demo-button" onClick={() => openFrom('right')}>
          Pop in from the right
        </button>
      </div>
      <p className="demo-status" aria-live="polite">
        {log || 'afterOpenChange has not fired yet'}
      </p>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        title="Custom motion"
        placement={placement}
        // A function receives the placement and picks the classes for it.
        motion={(side) => ({ motionName: side === 'bottom' ? 'demo-rise' : 'demo-pop' })}
        maskMotion={{ motionName: 'demo-fade' }}
        afterOpenChange={(opened) =>
          setLog(`afterOpenChange(${opened}) at ${Math.round(performance.now())} ms`)
        }
        rootClassName="demo-drawer"
      >
        <div className="demo-drawer-body">
          <p>
            With reduced motion turned on in your system settings, this panel appears and leaves at
            once, and afterOpenChange still reports each change.
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
