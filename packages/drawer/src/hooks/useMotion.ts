import { useRef, useState } from 'react';
import type { RefObject } from 'react';
import type { MotionConfig } from '../DrawerProps';
import { listen } from '../listen';
import { useIsomorphicLayoutEffect } from './useIsomorphicLayoutEffect';

/** Capitalised as in MotionConfig's `motionAppear`, `motionEnter`, `motionLeave`. */
type Phase = 'Appear' | 'Enter' | 'Leave';

interface MotionState {
  /** Whether the element is shown, or on its way to being shown. */
  shown: boolean;
  /** The transition running, if any. */
  phase?: Phase;
  /** Past the first frame: the `-active` classes replace the `-start` ones. */
  active?: boolean;
}

export interface MotionOptions {
  visible: boolean;
  config: MotionConfig;
  elementRef: RefObject<HTMLElement | null>;
  /** Called once each transition has ended (at once when there is none). */
  onVisibleChanged?: (visible: boolean) => void;
}

export interface MotionResult {
  /** rc-motion classes for the current step, e.g. `fade-enter fade-enter-active`; falsy for none. */
  className: string | false | undefined;
  /** Not visible and no transition running: the element may be hidden or removed. */
  hidden: boolean;
}

/** Longest CSS time in a computed list such as `0.3s, 200ms`, in ms. */
function longest(list: string): number {
  // Browsers report seconds, but jsdom keeps the author's unit, and test suites run there.
  // split() always yields at least one entry, and unparsable ones count as 0.
  const times = list.split(',').map((time) => {
    const ms = parseFloat(time) * (time.endsWith('ms') ? 1 : 1000);
    return ms || 0;
  });
  return Math.max(...times);
}

/** An upper bound of the time the element's transitions or animations take, from its computed style. */
function motionDuration(element: Element): number {
  const style = getComputedStyle(element);
  return Math.max(
    longest(style.transitionDuration) + longest(style.transitionDelay),
    longest(style.animationDuration) + longest(style.animationDelay),
  );
}

/**
 * CSS class transitions with rc-motion's convention. A transition always completes: on
 * `transitionend`/`animationend` of the element itself, or after the computed duration (plus 50 ms of
 * slack); when the computed duration is zero (no stylesheet, no CSS engine as in jsdom) it completes
 * at once. Under `prefers-reduced-motion: reduce` no transition runs.
 */
export function useMotion({
  visible,
  config,
  elementRef,
  onVisibleChanged,
}: MotionOptions): MotionResult {
  const [state, setState] = useState<MotionState>(() => ({
    shown: visible,
    phase: visible ? 'Appear' : undefined,
  }));
  // The state whose end was reported: StrictMode re-runs effects, and each transition reports once.
  const reported = useRef<MotionState>(null);
  const onChanged = useRef(onVisibleChanged);
  onChanged.current = onVisibleChanged;

  // Derived during render, so the first commit after a change already carries the start classes.
  if (state.shown !== visible) setState({ shown: visible, phase: visible ? 'Enter' : 'Leave' });
  const { shown, phase, active } = state;
  const name = config.motionName;
  const animated =
    !!phase &&
    !!name &&
    config[`motion${phase}`] !== false &&
    !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

  useIsomorphicLayoutEffect(() => {
    if (!phase) return;
    const element = elementRef.current;
    /** Moves on from this state, unless something else (a new `visible`) already has. */
    const advance = (next: MotionState) => {
      setState((current) => (current === state ? next : current));
    };
    const finish = () => {
      advance({ shown });
      if (reported.current !== state) {
        reported.current = state;
        onChanged.current?.(shown);
      }
    };
    const duration = element && animated ? motionDuration(element) : 0;
    if (!element || !duration) {
      finish();
      return;
    }
    if (!active) {
      // Reading layout makes the browser compute the start styles, so the switch to -active transitions.
      element.getBoundingClientRect();
      const frame = requestAnimationFrame(() => advance({ shown, phase, active: true }));
      return () => cancelAnimationFrame(frame);
    }
    const timer = setTimeout(finish, Math.min(duration, config.motionDeadline ?? duration) + 50);
    const unlisten = listen(element, 'transitionend animationend', (event) => {
      if (event.target === element) finish();
    });
    return () => {
      clearTimeout(timer);
      unlisten();
    };
  }, [state, animated]);

  const step = animated && `${name}-${phase.toLowerCase()}`;
  return {
    className: step && `${step} ${step}-${active ? 'active' : 'start'}`,
    hidden: !visible && !phase,
  };
}
