import { useRef, useState } from 'react';
import type { RefObject } from 'react';
import type { MotionConfig } from '../DrawerProps';
import { useIsomorphicLayoutEffect } from './useIsomorphicLayoutEffect';

/** Capitalised as in MotionConfig's `motionAppear`, `motionEnter`, `motionLeave`. */
type Phase = 'Appear' | 'Enter' | 'Leave';

interface MotionState {
  /** Whether the element is shown, or on its way to being shown. */
  shown: boolean;
  /** The transition running, if any. */
  phase?: Phase;
  /** Past the first commit: the `-active` classes replace the `-start` ones. */
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

/**
 * CSS class transitions in rc-motion's convention: `{motionName}-{appear|enter|leave}`, with `-start`
 * for the first commit (its styles computed, as where the transition starts, but never painted), then
 * `-active`. A transition completes when the animations the element itself then runs (CSS
 * transitions and animations, infinite ones aside) have finished or been cancelled, or at
 * `motionDeadline`. Without any it completes at once: with the phase turned off, in jsdom (which has
 * no `getAnimations`), and, in a browser whose CSS starts none, as soon as `-active` is set. Reduced motion is the stylesheet's to honour: index.css declares its transitions only under
 * `prefers-reduced-motion: no-preference`.
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
  const animated = !!phase && !!name && config[`motion${phase}`] !== false;

  useIsomorphicLayoutEffect(() => {
    if (!phase) return;
    const element = elementRef.current;
    /** Moves on from this state, unless something else (a new `visible`) already has. */
    const advance = (next: MotionState) => {
      setState((current) => (current === state ? next : current));
    };
    let waiting = true;
    const finish = () => {
      if (!waiting) return;
      waiting = false;
      advance({ shown });
      if (reported.current !== state) {
        reported.current = state;
        onChanged.current?.(shown);
      }
    };
    // jsdom has no Web Animations: there every transition completes at once.
    if (!animated || !element?.getAnimations) return finish();
    if (!active) {
      // Flushes style, so that the -active classes, set in the commit this update makes before the
      // browser paints, transition from the computed -start styles.
      element.getAnimations();
      return advance({ shown, phase, active: true });
    }
    // Flushing style again starts the transitions of the -active classes, listed here with the
    // element's running animations. Infinite ones never finish, and are not waited for.
    const running = element
      .getAnimations()
      .filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
    if (!running.length) return finish();
    // A cancelled animation's `finished` rejects; that ends its wait too. (When the opposite motion
    // cancels it, this state's cleanup has already stopped waiting.)
    Promise.allSettled(running.map((animation) => animation.finished)).then(finish);
    const deadline = config.motionDeadline;
    const timer = deadline === undefined ? undefined : setTimeout(finish, deadline);
    return () => {
      waiting = false;
      clearTimeout(timer);
    };
  }, [state, animated]);

  const step = animated && `${name}-${phase.toLowerCase()}`;
  return {
    className: step && `${step} ${step}-${active ? 'active' : 'start'}`,
    hidden: !visible && !phase,
  };
}
