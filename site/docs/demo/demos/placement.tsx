import { useEffect, useState } from 'react';
import Drawer, { type Placement } from '@drawer/react';
import '@drawer/react/assets/index.css';
import './demo.css';

const PLACEMENTS: Placement[] = ['left', 'top', 'right', 'bottom', 'start', 'end'];

/** The edge a placement ends up on: `start` and `end` swap sides on a right-to-left page. */
function physicalSide(placement: Placement, rtl: boolean): string {
  if (placement === 'start') return rtl ? 'right' : 'left';
  if (placement === 'end') return rtl ? 'left' : 'right';
  return placement;
}

export default function PlacementDemo() {
  const [open, setOpen] = useState(false);
  const [placement, setPlacement] = useState<Placement>('left');
  const [rtl, setRtl] = useState(false);

  // `start` and `end` follow the document's direction, so the demo flips the whole page while the
  // box is ticked and gives the page its own direction back afterwards.
  useEffect(() => {
    if (!rtl) return;
    const root = document.documentElement;
    const previous = root.dir;
    root.dir = 'rtl';
    return () => {
      root.dir = previous;
    };
  }, [rtl]);

  return (
    <div className="demo-stack">
      <div className="demo-row">
        <label className="demo-field">
          Placement
          <select
            value={placement}
            onChange={(event) => setPlacement(event.target.value as Placement)}
          >
            {PLACEMENTS.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </label>
        <label className="demo-check">
          <input type="checkbox" checked={rtl} onChange={(event) => setRtl(event.target.checked)} />
          Right-to-left page
        </label>
        <button type="button" className="demo-button" onClick={() => setOpen(true)}>
          Open drawer
        </button>
      </div>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        title={`placement="${placement}"`}
        placement={placement}
        rootClassName="demo-drawer"
      >
        <div className="demo-drawer-body">
          <p>
            This drawer slides in from the {physicalSide(placement, rtl)}
            {placement === 'start' || placement === 'end'
              ? `, because "${placement}" follows the page, which reads ${rtl ? 'right to left' : 'left to right'}.`
              : '.'}
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
