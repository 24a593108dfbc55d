// A minimal Testing Library for React written against `react-dom/client` directly: @testing-library/react
// is CommonJS, and its own require('react-dom') escapes the React 18 alias of the test config.
import { fireEvent as dispatch } from '@testing-library/dom';
import { act } from 'react';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

const mounted = new Set<{ root: Root; container: HTMLElement }>();

export function render(ui: ReactNode) {
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  const entry = { root, container };
  mounted.add(entry);
  act(() => root.render(ui));
  return {
    container,
    rerender: (next: ReactNode) => act(() => root.render(next)),
    unmount: () => {
      act(() => root.unmount());
      mounted.delete(entry);
    },
  };
}

/** Unmounts everything `render` mounted and empties the body. */
export function cleanup(): void {
  for (const { root, container } of mounted) {
    act(() => root.unmount());
    container.remove();
  }
  mounted.clear();
}

type Dispatchers = { [K in keyof typeof dispatch]: (typeof dispatch)[K] };

/** Testing Library's fireEvent, with React updates flushed. */
export const fireEvent = Object.fromEntries(
  Object.entries(dispatch).map(([name, fire]) => [
    name,
    (...args: Parameters<typeof dispatch>) => {
      let result = false;
      act(() => {
        result = (fire as (...a: Parameters<typeof dispatch>) => boolean)(...args);
      });
      return result;
    },
  ]),
) as Dispatchers;

export { act };

/** Queries the document (drawers portal into body). */
export function $(selector: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(selector);
}

/** The element's classes, for `toContain` / `arrayContaining` assertions. */
export function classList(element: Element | null | undefined): string[] {
  return Array.from(element?.classList ?? []);
}
