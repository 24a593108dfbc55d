import { useEffect, useState } from 'react';
import Drawer from '@drawer/react';
import '@drawer/react/assets/index.css';
import './demo.css';

const REMOVE_AFTER_MS = 2000;

interface PageState {
  scrollLocked: boolean;
  inert: boolean;
}

/** What an open modal drawer does to the page, read from the page itself. */
function readPageState(): PageState {
  const root = document.getElementById('root');
  return {
    scrollLocked: document.body.style.overflow === 'hidden',
    inert: root?.inert === true || root?.getAttribute('aria-hidden') === 'true',
  };
}

/** Follows the body's and the app root's attributes, where the drawer sets its lock and inert. */
function usePageState(): PageState {
  const [state, setState] = useState<PageState>({ scrollLocked: false, inert: false });
  useEffect(() => {
    const update = () => setState(readPageState());
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.body, { attributes: true, attributeFilter: ['style'] });
    const root = document.getElementById('root');
    if (root)
      observer.observe(root, { attributes: true, attributeFilter: ['inert', 'aria-hidden'] });
    return () => observer.disconnect();
  }, []);
  return state;
}

export default function ChangeRemoveDemo() {
  // Each run mounts a fresh drawer (a new key) and takes it out of the tree two seconds later.
  const [run, setRun] = useState(0);
  const [mounted, setMounted] = useState(false);
  const page = usePageState();

  useEffect(() => {
    if (!mounted) return;
    const timer = window.setTimeout(() => setMounted(false), REMOVE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [mounted, run]);

  let drawerState = 'not mounted yet';
  if (mounted) drawerState = 'mounted and open, removing in 2 s';
  else if (run > 0) drawerState = 'removed from the tree while open';

  return (
    <div className="demo-stack">
      <div className="demo-row">
        <button
          type="button"
          className="demo-button"
          onClick={() => {
            setMounted(true);
            setRun((value) => value + 1);
          }}
        >
          Mount a new drawer
        </button>
      </div>
      <dl className="demo-facts" aria-live="polite">
        <dt>Drawer</dt>
        <dd data-testid="drawer-state">{drawerState}</dd>
        <dt>Page scroll</dt>
        <dd data-testid="scroll-state">{page.scrollLocked ? 'locked' : 'free'}</dd>
        <dt>Page behind</dt>
        <dd data-testid="inert-state">{page.inert ? 'inert' : 'interactive'}</dd>
      </dl>
      {mounted && (
        <Drawer key={run} open title="About to be removed" size={280} rootClassName="demo-drawer">
          <div className="demo-drawer-body">
            <p>
              Run {run}. The mask, the scroll lock and the inert page are all in place. In two
              seconds the parent stops rendering this drawer, without closing it first.
            </p>
          </div>
        </Drawer>
      )}
    </div>
  );
}
