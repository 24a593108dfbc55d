import { useEffect, useState } from 'react';
import Drawer from '@drawer/react';
import '@drawer/react/assets/index.css';
import './demo.css';

const CLOSE_AFTER_MS = 2000;

export default function ChangeDemo() {
  // Open from the start: the drawer mounts closed, then opens, so server rendering stays safe.
  const [open, setOpen] = useState(true);

  useEffect(() => {
    const timer = window.setTimeout(() => setOpen(false), CLOSE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <div className="demo-stack">
      <div className="demo-row">
        <button
          type="button"
          className="demo-button"
          aria-expanded={open}
          onClick={() => setOpen((value) => !value)}
        >
          Toggle menu
        </button>
        <span className="demo-status" aria-live="polite">
          {open ? 'open' : 'closed'}
        </span>
      </div>
      <div className="demo-stage">
        <div className="demo-stage-content">
          The menu opens inside this box when the page loads and closes itself after two seconds.
        </div>
        {/* Rendered in place and without a mask, so the page around it stays usable while it is
            open on load, and autoFocus is off so loading the page does not scroll to it. */}
        <Drawer
          open={open}
          onClose={() => setOpen(false)}
          title="Menu"
          placement="left"
          size={220}
          getContainer={false}
          mask={false}
          autoFocus={false}
          rootClassName="demo-drawer"
        >
          <nav aria-label="Demo menu">
            <ul className="demo-menu">
              <li>
                <a href="/demo/base">Base demo</a>
              </li>
              <li>
                <a href="/demo/placement">Placement demo</a>
              </li>
              <li>
                <a href="/changelog">Changelog</a>
              </li>
            </ul>
          </nav>
        </Drawer>
      </div>
    </div>
  );
}
