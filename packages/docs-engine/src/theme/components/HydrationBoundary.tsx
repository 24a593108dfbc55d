import { Suspense, type ReactNode } from 'react';

/**
 * A part of the page React hydrates on its own: first the one a reader clicks or types in, the
 * others when the browser is free, each in a short task. Nothing inside suspends while the page
 * is prerendered (the page's chunk is loaded first), so the server writes the part in place,
 * never the fallback; the fallback only stands in if a part suspends later in the browser.
 */
export default function HydrationBoundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
