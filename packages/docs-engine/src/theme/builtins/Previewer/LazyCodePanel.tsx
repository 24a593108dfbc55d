import { Component, lazy, Suspense, useState, type ReactNode } from 'react';
import { retryDemoCode, useText } from '../../../client/index.ts';
import type { CodePanelProps } from './CodePanel.tsx';

const loadCodePanel = () => import('./CodePanel.tsx');

class FailureBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * The code panel, loaded when a reader first shows the code. A failed load, of the panel or of the
 * demo's code, says so in place of the panel and offers to try again.
 */
export default function LazyCodePanel(props: CodePanelProps) {
  const t = useText();
  // A lazy component keeps its first failure for good: each attempt gets a new one.
  const [attempt, setAttempt] = useState(() => ({ count: 0, CodePanel: lazy(loadCodePanel) }));
  const { CodePanel } = attempt;
  const failure = (
    <div className="de-previewer-error" role="alert">
      <p className="de-previewer-error-title">{t('sourcecode.failed')}</p>
      <button
        type="button"
        className="de-action de-action-text"
        onClick={() => {
          retryDemoCode(props.demo);
          setAttempt({ count: attempt.count + 1, CodePanel: lazy(loadCodePanel) });
        }}
      >
        {t('sourcecode.retry')}
      </button>
    </div>
  );
  return (
    <FailureBoundary key={attempt.count} fallback={failure}>
      <Suspense fallback={null}>
        <CodePanel {...props} />
      </Suspense>
    </FailureBoundary>
  );
}
