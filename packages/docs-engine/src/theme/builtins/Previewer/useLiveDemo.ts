import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';

/** Quiet time after a keystroke before compiling: well inside the 500 ms an edit may take to show. */
const COMPILE_DELAY_MS = 150;

interface LiveState {
  /** The last component that rendered without throwing. */
  good: ComponentType;
  /** The component on screen (or being tried). */
  shown: ComponentType;
  /** Remounts the demo's error boundary whenever `shown` changes. */
  revision: number;
  error?: Error;
}

export interface LiveDemo {
  Component: ComponentType;
  revision: number;
  error?: Error;
  /** Recompiles after a short pause; the newest source wins. */
  setCode: (code: string) => void;
  /** Back to the demo as built, at once: any compile still pending is dropped. */
  reset: () => void;
  /** For the error boundary: a render error puts the last good component back. */
  onRenderError: (error: Error) => void;
  /** For the boundary's child: the component of `revision` rendered fine. */
  onRendered: (revision: number) => void;
}

/**
 * The live state of a demo under edit. A compile error or a throwing render shows the error and
 * keeps the last render that worked on screen.
 */
export function useLiveDemo(component: ComponentType, context: Record<string, unknown>): LiveDemo {
  const [state, setState] = useState<LiveState>({ good: component, shown: component, revision: 0 });
  const latest = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const setCode = useCallback(
    (code: string) => {
      clearTimeout(timer.current);
      const run = ++latest.current;
      timer.current = setTimeout(() => {
        // The compiler wrapper comes with the first edit, like the compiler itself.
        import('./evaluateDemo.ts')
          .then(({ compileDemo }) => compileDemo(code, context))
          .then(
            (next) => {
              if (run !== latest.current) return;
              setState((s) => ({ ...s, shown: next, revision: s.revision + 1, error: undefined }));
            },
            (error: unknown) => {
              if (run !== latest.current) return;
              setState((s) => ({
                ...s,
                error: error instanceof Error ? error : new Error(String(error)),
              }));
            },
          );
      }, COMPILE_DELAY_MS);
    },
    [context],
  );

  const reset = useCallback(() => {
    clearTimeout(timer.current);
    latest.current += 1;
    setState((s) => ({ good: component, shown: component, revision: s.revision + 1 }));
  }, [component]);

  const onRenderError = useCallback((error: Error) => {
    setState((s) => {
      // The build-time demo itself throws: there is nothing better to fall back to.
      if (s.shown === s.good) return s.error ? s : { ...s, error };
      return { ...s, shown: s.good, revision: s.revision + 1, error };
    });
  }, []);

  const onRendered = useCallback((revision: number) => {
    setState((s) => (s.revision === revision && s.good !== s.shown ? { ...s, good: s.shown } : s));
  }, []);

  return {
    Component: state.shown,
    revision: state.revision,
    error: state.error,
    setCode,
    reset,
    onRenderError,
    onRendered,
  };
}
