import { useEffect, useState } from 'react';
import Drawer from '@drawer/react';
import '@drawer/react/assets/index.css';
import './demo.css';

/** Renders nothing; tells its parent when the content around it enters and leaves the page. */
function MountReporter({ onChange }: { onChange: (mountedAt: string | null) => void }) {
  useEffect(() => {
    onChange(new Date().toLocaleTimeString());
    return () => onChange(null);
  }, [onChange]);
  return null;
}

const describe = (mountedAt: string | null) =>
  mountedAt === null ? 'not in the page' : `in the page since ${mountedAt}`;

export default function ForceRenderDemo() {
  const [forcedOpen, setForcedOpen] = useState(false);
  const [destroyedOpen, setDestroyedOpen] = useState(false);
  // Reported by the drawers' own content, so the page shows what exists while both are closed.
  const [forcedMountedAt, setForcedMountedAt] = useState<string | null>(null);
  const [destroyedMountedAt, setDestroyedMountedAt] = useState<string | null>(null);

  return (
    <div className="demo-stack">
      <div className="demo-row">
        <button type="button" className="demo-button" onClick={() => setForcedOpen(true)}>
          Open forceRender
        </button>
        <button type="button" className="demo-button" onClick={() => setDestroyedOpen(true)}>
          Open destroyOnHidden
        </button>
      </div>
      <dl className="demo-facts" aria-live="polite">
        <dt>forceRender content</dt>
        <dd data-testid="forced-mounted">
          {describe(forcedMountedAt)}
          {forcedMountedAt !== null && !forcedOpen && ', drawer closed'}
        </dd>
        <dt>destroyOnHidden content</dt>
        <dd data-testid="destroyed-mounted">{describe(destroyedMountedAt)}</dd>
      </dl>

      <Drawer
        open={forcedOpen}
        onClose={() => setForcedOpen(false)}
        title="forceRender"
        forceRender
        rootClassName="demo-drawer"
      >
        <div className="demo-drawer-body">
          <MountReporter onChange={setForcedMountedAt} />
          <p>
            This input was in the page, hidden, before you opened the drawer for the first time.
          </p>
          <label className="demo-field">
            Kept note
            <input type="text" name="forced-note" defaultValue="Type here, close, reopen" />
          </label>
          <div className="demo-row">
            <button type="button" className="demo-button" onClick={() => setForcedOpen(false)}>
              Close
            </button>
          </div>
        </div>
      </Drawer>

      <Drawer
        open={destroyedOpen}
        onClose={() => setDestroyedOpen(false)}
        title="destroyOnHidden"
        destroyOnHidden
        rootClassName="demo-drawer"
      >
        <div className="demo-drawer-body">
          <MountReporter onChange={setDestroyedMountedAt} />
          <p>This input is created on open and removed after the close transition.</p>
          <label className="demo-field">
            Lost note
            <input type="text" name="destroyed-note" defaultValue="Type here, close, reopen" />
          </label>
          <div className="demo-row">
            <button type="button" className="demo-button" onClick={() => setDestroyedOpen(false)}>
              Close
            </button>
          </div>
        </div>
      </Drawer>
    </div>
  );
}
