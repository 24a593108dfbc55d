import { useRef, useState } from 'react';
import type { RefObject } from 'react';
import type { MotionConfig } from '../DrawerProps';
import { listen } from '../listen';
import { useIsomorphicLayoutEffect } from './useIsomorphicLayoutEffect';

/** Capitalised as in MotionConfig's `motionAppear`, `motionEnter`, `motionLeave`. */
type Phase = 'Appear' | 'Enter' | 'Leave';

/** Whether the element is shown, the transition running if any, and whether it is past `-start`. */
type MotionState = [shown: boolean, phase?: Phase, active?: boolean];

export interface MotionResult {
  /** rc-motion classes for the current step, e.g. `fade-enter fade-enter-active`; falsy for none. */
  className: string | false | undefined;
  /** Not visible and no transition running: the element may be hidden or removed. */
  hidden: boolean;
}

/** Longest CSS time in a computed list such as `0.3s, 200ms`, in ms. */
function longest(list: string): number {
  // split() always yields at least one entry, and unparsable ones count as 0.
  return Math.max(
    ...list.split(',').map((time) => parseFloat(time) * (time.endsWith('ms') ? 1 : 1000) || 0),
  );
}

/** An upper bound of the time the element's transitions or animations take, from its computed style. */
function motionDuration(element: Element): number {
  const style = getComputedStyle(element);
  return Math.max(
    ...(['transition', 'animation'] as const).map(
      (kind) => longest(style[`${kind}Duration`]) + longest(style[`${kind}Delay`]),
    ),
  );
}

/**
 * CSS class transitions with rc-motion's convention. A transition always completes: on
 * `transitionend`/`animationend` of the element itself, or after the computed duration (plus 50 ms of
 * slack); when the computed duration is zero (no stylesheet, no CSS engine as in jsdom) it completes
 * at once. Under `prefers-reduced-motion: reduce` no transition runs.
 */
export function useMotion(
  visible: boolean,
  config: MotionConfig,
  elementRef: RefObject<HTMLElement | null>,
  onVisibleChanged?: (visible: boolean) => void,
): MotionResult {
  const [state, setState] = useState<MotionState>([visible, visible ? 'Appear' : undefined]);
  // The state whose end was reported: StrictMode re-runs effects, and each transition reports once.
  const reported = useRef<MotionState>(null);
  const onChanged = useRef(onVisibleChanged);
  onChanged.current = onVisibleChanged;

  const [shown, phase, active] = state;
  // Derived during render, so the first commit after a change already carries the start classes.
  if (shown !== visible) setState([visible, visible ? 'Enter' : 'Leave']);
  const name = config.motionName;
  const animated =
    phase &&
    name &&
    config[`motion${phase}`] !== false &&
    !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

  useIsomorphicLayoutEffect(() => {
    const element = elementRef.current;
    const next = (update: MotionState) =>
      setState((current) => (current === state ? update : current));
    const finish = () => {
      next([shown]);
      if (reported.current !== state) {
        reported.current = state;
        onChanged.current?.(shown);
      }
    };
    if (!phase) return;
    const duration = element && animated ? motionDuration(element) : 0;
    if (!duration || !element) return finish();
    if (!active) {
      // Reading layout makes the browser compute the start styles, so the switch to -active transitions.
      element.getBoundingClientRect();
      const frame = requestAnimationFrame(() => next([shown, phase, true]));
      return () => cancelAnimationFrame(frame);
    }
    const timer = setTimeout(finish, Math.min(duration, config.motionDeadline ?? duration) + 50);
    const unlisten = listen(
      element,
      'transitionend animationend',
      (event) => event.target === element && finish(),
    );
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
