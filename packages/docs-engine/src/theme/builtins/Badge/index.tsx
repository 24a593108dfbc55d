import type { ReactNode } from 'react';
import './Badge.css';

export interface BadgeProps {
  /** The colour, by meaning. */
  type?: 'info' | 'warning' | 'success' | 'error';
  /**
   * More about the badge, shown as a tooltip on hover. It is also written out for screen readers,
   * which do not reliably announce a `title`.
   */
  title?: string;
  children: ReactNode;
}

/** A small label such as 'Beta' next to a name. */
export default function Badge({ type = 'info', title, children }: BadgeProps) {
  return (
    <span className={`de-badge de-badge-${type}${title ? ' de-badge-hint' : ''}`} title={title}>
      {children}
      {title && <span className="de-visually-hidden">: {title}</span>}
    </span>
  );
}
