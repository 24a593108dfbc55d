import { useState } from 'react';
import Drawer from '@drawer/react';
import '@drawer/react/assets/index.css';
import './demo.css';

export default function BaseDemo() {
  const [open, setOpen] = useState(false);
  const [log, setLog] = useState<string[]>([]);

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
      </div>
      <p className="demo-status" aria-live="polite">
        {log.length === 0 ? 'afterOpenChange has not fired yet' : log.join(' · ')}
      </p>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        title="Base drawer"
        placement="right"
        size="60%"
        rootClassName="demo-drawer"
        motion={{ motionName: 'demo-pop' }}
        maskMotion={{ motionName: 'demo-fade' }}
        afterOpenChange={(opened) => {
          console.log('afterOpenChange', opened);
          setLog((entries) => [...entries.slice(-3), `afterOpenChange(${opened})`]);
        }}
      >
        <div className="demo-drawer-body">
          <p>This panel takes 60% of the window width and uses its own motion.</p>
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
