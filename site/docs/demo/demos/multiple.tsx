import { useState, type ReactNode } from 'react';
import Drawer from '@drawer/react';
import '@drawer/react/assets/index.css';
import './demo.css';

interface LevelProps {
  level: number;
  open: boolean;
  onClose: () => void;
  children?: ReactNode;
}

/** One level of the stack. A drawer rendered inside another pushes its parent aside. */
function Level({ level, open, onClose, children }: LevelProps) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={`Level ${level}`}
      size={420 - level * 60}
      push={{ distance: 120 }}
      rootClassName="demo-drawer"
    >
      <div className="demo-drawer-body">
        <p>Press Esc to close this level only.</p>
        {children}
        <div className="demo-row">
          <button type="button" className="demo-button demo-button--plain" onClick={onClose}>
            Close level {level}
          </button>
        </div>
      </div>
    </Drawer>
  );
}

export default function MultipleDemo() {
  const [depth, setDepth] = useState(0);
  const closeTo = (level: number) => () => setDepth(level - 1);

  return (
    <>
      <button type="button" className="demo-button" onClick={() => setDepth(1)}>
        Open level 1
      </button>
      <Level level={1} open={depth >= 1} onClose={closeTo(1)}>
        <button type="button" className="demo-button" onClick={() => setDepth(2)}>
          Open level 2
        </button>
        <Level level={2} open={depth >= 2} onClose={closeTo(2)}>
          <button type="button" className="demo-button" onClick={() => setDepth(3)}>
            Open level 3
          </button>
          <Level level={3} open={depth >= 3} onClose={closeTo(3)} />
        </Level>
      </Level>
    </>
  );
}
