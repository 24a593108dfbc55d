import type { CSSProperties } from 'react';
import { useResize } from './hooks/useResize';
import type { ResizeOptions } from './hooks/useResize';

export interface ResizeHandleProps extends ResizeOptions {
  className: string;
  style: CSSProperties | undefined;
}

/** The drag handle on the panel's inner edge: a focusable, named `role="separator"`. */
export function ResizeHandle({ className, style, ...options }: ResizeHandleProps) {
  return <div {...useResize(options)} className={className} style={style} />;
}
