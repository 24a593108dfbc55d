import { useEffect, useState } from 'react';
import Drawer from '@drawer/react';
import '@drawer/react/assets/index.css';
import './demo.css';

const CLOSE_AFTER_S = 2;

export default function ChangeDemo() {
  const [open, setOpen] = useState(false);
  // Seconds left before the timer closes the menu; null while no timer runs.
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);

  useEffect(() => {
    if (secondsLeft === null) return;
    if (secondsLeft === 0) {
      setOpen(false);
      setSecondsLeft(null);
      return;
    }
    const tick = window.setTimeout(() => setSecondsLeft(secondsLeft - 1), 1000);
    return () => window.clearTimeout(tick);
  }, [secondsLeft]);

  let status = open ? 'open' : 'closed';
  if (secondsLeft !== null) status = `open, closing by timer in ${secondsLeft} s`;

  return (
    <div className="demo-stack">
      <div className="demo-row">
        <button
          type="button"
          className="demo-button"
          onClick={() => {
            setOpen(true);
            setSecondsLeft(CLOSE_AFTER_S);
          }}
        >
          Open, close in {CLOSE_AFTER_S} s
        </button>
        <button
          type="button"
          className="demo-button demo-button--plain"
          aria-expanded={open}
          onClick={() => {
            setSecondsLeft(null);
            setOpen((value) => !value);
          }}
        >
          Toggle menu
        </button>
        <span className="demo-status" aria-live="polite" data-testid="status">
          {status}
        </span>
      </div>
      <div className="demo-stage">
        <div className="demo-stage-content">
          The first button opens the menu and a timer closes it: <code>open</code> changes without a
          click on the drawer.
        </div>
        {/* Rendered in place and without a mask, so the page around it stays usable while it is
            open, and autoFocus is off so the reader's focus stays on the button. */}
        <Drawer
          open={open}
          onClose={() => {
            setSecondsLeft(null);
            setOpen(false);
          }}
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
