import { useState } from 'react';
import Drawer from '@drawer/react';
import '@drawer/react/assets/index.css';
import './demo.css';

export default function BodyPropsDemo() {
  const [open, setOpen] = useState(false);
  const [pointerInside, setPointerInside] = useState(false);
  const [lastEvent, setLastEvent] = useState('none yet');

  return (
    <div className="demo-stack">
      <div className="demo-row">
        <button type="button" className="demo-button" onClick={() => setOpen(true)}>
          Open drawer
        </button>
      </div>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        title="Panel events"
        rootClassName="demo-drawer"
        onMouseEnter={() => {
          setPointerInside(true);
          setLastEvent('mouseenter');
        }}
        onMouseLeave={() => {
          setPointerInside(false);
          setLastEvent('mouseleave');
        }}
        onClick={() => setLastEvent('click')}
        onKeyDown={(event) => setLastEvent(`keydown ${event.key}`)}
      >
        <div className="demo-drawer-body">
          <div className="demo-hover-target">
            <p aria-live="polite" data-testid="pointer-state">
              {pointerInside ? 'The pointer is over the panel' : 'The pointer is outside the panel'}
            </p>
            <p className="demo-status" data-testid="last-event">
              Last event: {lastEvent}
            </p>
          </div>
          <p>Move the mouse in and out, tap, or press a key: the panel reports it.</p>
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
