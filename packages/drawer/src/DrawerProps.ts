import type * as React from 'react';

/** Physical edges, plus the logical `start`/`end` that follow the document direction. */
export type Placement = 'left' | 'right' | 'top' | 'bottom' | 'start' | 'end';

/** The edge after `start`/`end` have been resolved against the text direction. */
export type PhysicalPlacement = 'left' | 'right' | 'top' | 'bottom';

/** How far a parent drawer moves away when a nested drawer opens. */
export interface PushConfig {
  /** Any CSS length; a number means pixels. @default 180 */
  distance?: number | string;
}

/** CSS class transitions in rc-motion's naming convention. */
export interface MotionConfig {
  /** Base class: `{motionName}-appear|enter|leave` plus `-start` and `-active` are applied in turn. */
  motionName?: string;
  /** Animate when the element mounts already visible. @default true */
  motionAppear?: boolean;
  /** Animate when it becomes visible. @default true */
  motionEnter?: boolean;
  /** Animate when it becomes hidden. @default true */
  motionLeave?: boolean;
  /** Longest a transition may take, in ms, before it is forced to complete. */
  motionDeadline?: number;
}

/** Callbacks of a resizable drawer, each receiving the size in pixels, and the handle's name. */
export interface ResizableConfig {
  /** Accessible name of the resize handle, for screen readers; pass it in the page's language. @default 'Resize drawer' */
  'aria-label'?: string;
  /** Each time the size changes during a resize. */
  onResize?: (size: number) => void;
  /** When a drag (or a key press) starts, with the size before it. */
  onResizeStart?: (size: number) => void;
  /** When the drag (or key press) ends, with the final size. */
  onResizeEnd?: (size: number) => void;
}

/** Semantic class names. */
export interface DrawerClassNames {
  /** The mask behind the panel. */
  mask?: string;
  /** The element that slides (`-content-wrapper`). */
  wrapper?: string;
  /** The panel (`role="dialog"`). */
  section?: string;
  /** @deprecated Use `section` instead (the 7.x name; both are applied). */
  content?: string;
  /** The resize handle. */
  dragger?: string;
}

/** Semantic inline styles. */
export interface DrawerStyles {
  /** The mask behind the panel. */
  mask?: React.CSSProperties;
  /** The element that slides (`-content-wrapper`). */
  wrapper?: React.CSSProperties;
  /** The panel (`role="dialog"`). */
  section?: React.CSSProperties;
  /** @deprecated Use `section` instead (the 7.x name; both are applied). */
  content?: React.CSSProperties;
  /** The resize handle. */
  dragger?: React.CSSProperties;
}

/** What closed the drawer: a mask click, Escape (a native event: it is heard on window), or a swipe. */
export type DrawerCloseEvent = React.MouseEvent | React.KeyboardEvent | KeyboardEvent | TouchEvent;

export interface DrawerProps extends React.AriaAttributes {
  /** Whether the drawer is open (controlled). Closed on the server and while hydrating, so SSR output stays empty; open at once in any other render. @default false */
  open?: boolean;
  /** Called on a mask click (while `maskClosable`) and on Escape (while `keyboard`). Receives the triggering event. */
  onClose?(event: DrawerCloseEvent): void;
  /** Edge the drawer slides from; `start`/`end` follow the text direction. @default 'right' */
  placement?: Placement;
  /** Width (left/right) or height (top/bottom), controlled. A number means pixels. */
  size?: number | string;
  /** Initial size when uncontrolled. @default 378 (left/right) */
  defaultSize?: number | string;
  /** Lower bound of the size while resizing, in pixels; the handle's `aria-valuemin`. @default 0 */
  minSize?: number;
  /** Upper bound of the size while resizing. */
  maxSize?: number;
  /** @deprecated Use `size` instead. */
  width?: number | string;
  /** @deprecated Use `size` instead. */
  height?: number | string;
  /** Adds a resize handle on the inner edge (mouse, touch, pen; arrow keys, Home and End); pass callbacks to follow the size, and `aria-label` to name the handle in the page's language. */
  resizable?: boolean | ResizableConfig;
  /** Renders a mask behind the panel; it also makes the drawer modal. @default true */
  mask?: boolean;
  /** Whether a click on the mask calls `onClose`. @default true */
  maskClosable?: boolean;
  /** @deprecated Use `classNames.mask` instead. */
  maskClassName?: string;
  /** @deprecated Use `styles.mask` instead. */
  maskStyle?: React.CSSProperties;
  /** Panel transition, or a function of the placement. @default the stylesheet's slide */
  motion?: MotionConfig | ((placement: PhysicalPlacement) => MotionConfig);
  /** Mask transition. @default the stylesheet's fade */
  maskMotion?: MotionConfig;
  /** Called after the open or close transition has ended (also when there is none). */
  afterOpenChange?: (open: boolean) => void;
  /** Where to portal: a selector, an element, a function returning one, or `false` to render in place. @default a div appended to body */
  getContainer?: string | HTMLElement | (() => HTMLElement) | false;
  /** Render the DOM before the first open (hidden). @default false */
  forceRender?: boolean;
  /** Unmount the content after the close transition. @default false */
  destroyOnHidden?: boolean;
  /** @deprecated Use `destroyOnHidden` instead. */
  destroyOnClose?: boolean;
  /** On open, move focus into the drawer: the first `[data-autofocus]` element, else the panel. @default true */
  autoFocus?: boolean;
  /** Keep Tab and Shift+Tab inside the drawer while open. @default the value of `mask` */
  focusTrap?: boolean;
  /** After closing, return focus to the element that had it when the drawer opened. @default true */
  focusTriggerAfterClose?: boolean;
  /** Whether Escape closes the drawer (only the top-most open drawer reacts). @default true */
  keyboard?: boolean;
  /** Move this drawer away when a nested drawer opens; `false` disables. @default { distance: 180 } */
  push?: boolean | PushConfig;
  /** Close by dragging the panel toward its edge with a finger (a pen too where it fires touch events, as on iPadOS and Android), past `threshold` (a fraction of the size, 0.3 by default) or in a flick. @default false */
  swipeToClose?: boolean | { threshold?: number };
  /** z-index of the root element. */
  zIndex?: number;
  /** Class name of the root element. */
  rootClassName?: string;
  /** Inline style of the root element. */
  rootStyle?: React.CSSProperties;
  /** Class name of the panel. */
  className?: string;
  /** Inline style of the panel. */
  style?: React.CSSProperties;
  /** id of the panel. */
  id?: string;
  /** Semantic class names: mask, wrapper, section (content), dragger. */
  classNames?: DrawerClassNames;
  /** Semantic inline styles: mask, wrapper, section (content), dragger. */
  styles?: DrawerStyles;
  /** Wraps the panel inside the wrapper, for custom layouts. */
  drawerRender?: (node: React.ReactNode) => React.ReactNode;
  /** Receives the panel element. */
  panelRef?: React.Ref<HTMLDivElement>;
  /** Prefix of every class name. @default 'rc-drawer' */
  prefixCls?: string;
  /** Heading of the panel; also its accessible name. */
  title?: React.ReactNode;
  /** Content of the panel. */
  children?: React.ReactNode;
  /** On the panel. */
  onMouseEnter?: React.MouseEventHandler<HTMLDivElement>;
  /** On the panel. */
  onMouseOver?: React.MouseEventHandler<HTMLDivElement>;
  /** On the panel. */
  onMouseLeave?: React.MouseEventHandler<HTMLDivElement>;
  /** On the panel. */
  onClick?: React.MouseEventHandler<HTMLDivElement>;
  /** On the panel. */
  onKeyDown?: React.KeyboardEventHandler<HTMLDivElement>;
  /** On the panel. */
  onKeyUp?: React.KeyboardEventHandler<HTMLDivElement>;
  /** On the panel. */
  onFocus?: React.FocusEventHandler<HTMLDivElement>;
  /** Any `data-*` attribute lands on the wrapper. */
  [dataAttribute: `data-${string}`]: string | number | boolean | undefined;
}
