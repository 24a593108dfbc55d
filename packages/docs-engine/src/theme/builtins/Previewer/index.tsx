import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation } from '../../../client/router.tsx';
import { useDemo, type LoadedDemo } from '../../../client/demos.tsx';
import { useText } from '../../../client/useText.ts';
import DemoError from './DemoError.tsx';
import DemoErrorBoundary from './DemoErrorBoundary.tsx';
import PreviewerActions from './PreviewerActions.tsx';
import { useLiveDemo } from './useLiveDemo.ts';
import './Previewer.css';

// The code panel (tabs, editor, copy) is needed only once a reader asks to see the code.
const CodePanel = lazy(() => import('./CodePanel.tsx'));

export interface PreviewerProps {
  id: string;
  title?: string;
  description?: string;
}

/** Tells the live demo that a revision rendered: it runs only if nothing above it threw. */
function RenderedProbe({
  revision,
  onRendered,
}: {
  revision: number;
  onRendered: (revision: number) => void;
}) {
  useEffect(() => onRendered(revision), [revision, onRendered]);
  return null;
}

/**
 * Whether the URL's hash names this box. Read after hydration: the prerendered HTML cannot know
 * the hash, and React keeps server attributes that differ when it hydrates.
 */
function useHashIs(id: string): boolean {
  const { hash } = useLocation();
  const hydrated = useSyncExternalStore(subscribeToNothing, isClient, isServer);
  return hydrated && hash === `#${id}`;
}

const subscribeToNothing = () => () => undefined;
const isClient = () => true;
const isServer = () => false;

function DemoBox({
  demo,
  title,
  description,
}: {
  demo: LoadedDemo;
  title?: string;
  description?: string;
}) {
  const { meta } = demo;
  const active = useHashIs(meta.id);
  const [showCode, setShowCode] = useState(meta.options.defaultShowCode ?? false);
  const [editedCode, setEditedCode] = useState<string>();
  const live = useLiveDemo(demo.component, demo.context);
  const demoRef = useRef<HTMLDivElement>(null);
  const heading = meta.asset.title ?? title;
  const descriptionHtml = meta.asset.description;
  const { Component } = live;

  return (
    <section
      id={meta.id}
      className="de-previewer"
      data-active={active || undefined}
      aria-label={heading ?? meta.id}
    >
      <div
        ref={demoRef}
        className="de-previewer-demo"
        data-compact={meta.options.compact || undefined}
        style={meta.options.background ? { background: meta.options.background } : undefined}
      >
        <DemoErrorBoundary key={live.revision} onError={live.onRenderError}>
          {/* A demo that throws while prerendering is left to the browser, where the boundary shows why. */}
          <Suspense fallback={null}>
            <Component />
            <RenderedProbe revision={live.revision} onRendered={live.onRendered} />
          </Suspense>
        </DemoErrorBoundary>
      </div>
      {live.error && <DemoError error={live.error} />}
      <div className="de-previewer-meta">
        {heading && (
          <p className="de-previewer-title">
            <a href={`#${meta.id}`}>{heading}</a>
          </p>
        )}
        {descriptionHtml ? (
          <div
            className="de-previewer-description"
            dangerouslySetInnerHTML={{ __html: descriptionHtml }}
          />
        ) : (
          description && <p className="de-previewer-description">{description}</p>
        )}
        <PreviewerActions
          meta={meta}
          editedCode={editedCode}
          demoRef={demoRef}
          showCode={showCode}
          onToggleCode={() => setShowCode(!showCode)}
        />
      </div>
      {showCode && (
        <Suspense fallback={null}>
          <CodePanel
            id={meta.id}
            sources={meta.sources}
            loadHighlighted={demo.loadHighlighted}
            editedCode={editedCode}
            onEdit={(code) => {
              setEditedCode(code);
              live.setCode(code);
            }}
          />
        </Suspense>
      )}
    </section>
  );
}

/** The demo box of `<code src>`: the live demo, its title and description, actions and code. */
export default function Previewer({ id, title, description }: PreviewerProps) {
  const t = useText();
  const demo = useDemo(id);
  if (!demo) {
    return (
      <div id={id} className="de-previewer de-previewer-missing" role="alert">
        {t('previewer.demo.not.found')} ({id})
      </div>
    );
  }
  return <DemoBox demo={demo} title={title} description={description} />;
}
