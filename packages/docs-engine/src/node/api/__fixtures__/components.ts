// A small component library for the API extractor's tests. A component is any exported value
// callable with a props object: that is all the extractor looks for, so no React code is needed,
// only React's types, to check how props inherited from an installed package are treated.
import type { AriaAttributes, HTMLAttributes } from 'react';

export type Side = 'left' | 'right';

interface SharedProps<Tone> {
  /** Extra class name on the root element. */
  className?: string;
  /** The colour. */
  tone?: Tone;
}

/** Picked on purpose: these are listed, unlike the whole of `AriaAttributes`. */
type PressEvents = Pick<HTMLAttributes<HTMLElement>, 'onMouseEnter' | 'onKeyDown'>;

export interface ButtonProps extends SharedProps<'light' | 'dark'>, PressEvents, AriaAttributes {
  /** The text on the button. */
  label: string;
  /**
   * Where the icon sits.
   * @default 'left'
   */
  side?: Side;
  /**
   * How many times a press repeats while held.
   * @default 0
   * @alpha
   */
  repeat?: number;
  /** @beta */
  size?: number | string;
  /** @experimental */
  ripple?: boolean | { duration?: number };
  /**
   * Called on press.
   */
  onPress?: (event: { x: number; y: number }) => void;
  /**
   * The older name of `label`.
   * @deprecated Use `label` instead.
   */
  text?: string;
  /** @hidden */
  internalId?: string;
}

function Button(props: ButtonProps): null {
  void props;
  return null;
}

export default Button;

/** A component whose props type is written inline. */
export const Badge = (props: { count: number; max?: number }): null => {
  void props;
  return null;
};

/** Not a component: hooks start with a lower-case letter. */
export function useCounter(start: number): number {
  return start;
}

export const VERSION = '1.0.0';
