import { Suspense, useEffect } from 'react';
import DemoErrorBoundary from './DemoErrorBoundary.tsx';
import type { LiveDemo } from './useLiveDemo.ts';

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

/** The demo's current render, behind an error boundary that puts the last good one back. */
export default function LiveDemoView({ live }: { live: LiveDemo }) {
  const { Component } = live;
  return (
    <DemoErrorBoundary key={live.revision} onError={live.onRenderError}>
      {/* A demo that throws while prerendering is left to the browser, where the boundary shows why. */}
      <Suspense fallback={null}>
        <Component />
        <RenderedProbe revision={live.revision} onRendered={live.onRendered} />
      </Suspense>
    </DemoErrorBoundary>
  );
}
