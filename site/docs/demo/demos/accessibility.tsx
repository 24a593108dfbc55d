import { useState } from 'react';
import Drawer from '@drawer/react';
import '@drawer/react/assets/index.css';
import './demo.css';

export default function AccessibilityDemo() {
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState('');

  return (
    <div className="demo-stack">
      <div className="demo-row">
        <button type="button" className="demo-button" onClick={() => setOpen(true)}>
          Edit profile
        </button>
        <span className="demo-status" aria-live="polite">
          {saved ? `Saved: ${saved}` : 'Nothing saved yet'}
        </span>
      </div>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby="a11y-demo-heading"
        rootClassName="demo-drawer"
      >
        <form
          className="demo-drawer-body"
          onSubmit={(event) => {
            event.preventDefault();
            const data = new FormData(event.currentTarget);
            setSaved(String(data.get('display-name') ?? ''));
            setOpen(false);
          }}
        >
          <h2 id="a11y-demo-heading">Edit profile</h2>
          <p>
            The dialog is named by the heading above. The name field has data-autofocus, so it gets
            focus first. Tab cycles through the fields and buttons without leaving the drawer.
          </p>
          <label className="demo-field">
            Display name
            <input type="text" name="display-name" autoComplete="nickname" data-autofocus />
          </label>
          <label className="demo-field">
            Email
            <input type="email" name="email" autoComplete="email" />
          </label>
          <div className="demo-row">
            <button type="submit" className="demo-button">
              Save
            </button>
            <button
              type="button"
              className="demo-button demo-button--plain"
              onClick={() => setOpen(false)}
            >
              Cancel
            </button>
          </div>
        </form>
      </Drawer>
    </div>
  );
}
