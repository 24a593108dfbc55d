import { useEffect, useId, useRef, useState } from 'react';
import type { CSSProperties, RefObject } from 'react';
import { classNames } from './classNames';
import { DrawerContext } from './DrawerContext';
import { isHorizontal } from './edge';
import type { DrawerCloseEvent, DrawerProps, MotionConfig } from './DrawerProps';
import { useFocusLock } from './hooks/useFocusLock';
import { useLayer } from './hooks/useLayer';
import { useMotion } from './hooks/useMotion';
import { usePhysicalPlacement } from './hooks/usePhysicalPlacement';
import { usePush } from './hooks/usePush';
import { useResize } from './hooks/useResize';
import { useSwipe } from './hooks/useSwipe';
import { mergeRefs } from './mergeRefs';
import { options } from './options';
import { parseSize } from './parseSize';
import { pickAttributes } from './pickAttributes';
import { pushTransform } from './pushTransform';
import { warnUnnamed } from './warning';

const sentinelStyle: CSSProperties = {
  width: 0,
  height: 0,
  overflow: 'hidden',
  outline: 'none',
  position: 'absolute',
};

/** Zero-size focus guards around the wrapper, as in rc-drawer 7. */
function sentinel(ref: RefObject<HTMLDivElement | null>, edge: 'start' | 'end') {
  return (
    <div ref={ref} tabIndex={0} style={sentinelStyle} aria-hidden="true" data-sentinel={edge} />
  );
}

const DEFAULT_SWIPE_THRESHOLD = 0.3;

/** aria-* attributes and the mouse, key and focus handlers go to the panel, as in rc-drawer. */
const PANEL_PROPS = /^(aria-|on(Mouse(Enter|Over|Leave)|Click|Key(Down|Up)|Focus)$)/;

export interface DrawerPopupProps extends Omit<
  DrawerProps,
  'getContainer' | 'destroyOnClose' | 'destroyOnHidden'
> {
  /** Open after the first client commit (never during SSR or hydration). */
  open: boolean;
  /** Rendered in place (`getContainer={false}`). */
  inline: boolean;
  onAfterOpenChange: (open: boolean) => void;
}

const DEFAULT_SIZE = 378;

/** The root, mask, focus guards and wrapper; composes the behaviours of an open drawer. */
export function DrawerPopup(props: DrawerPopupProps) {
  const {
    prefixCls = 'rc-drawer',
    open,
    inline,
    placement = 'right',
    mask = true,
    maskClosable = true,
    maskClassName,
    maskStyle,
    motion,
    maskMotion,
    keyboard = true,
    autoFocus = true,
    focusTrap = mask,
    push,
    swipeToClose,
    resizable,
    size,
    maxSize,
    width,
    height,
    defaultSize,
    zIndex,
    rootClassName,
    rootStyle,
    className,
    style,
    classNames: semanticClassNames,
    styles,
    drawerRender,
    panelRef,
    title,
    onClose,
    onAfterOpenChange,
    children,
    id,
  } = props;

  const rootRef = useRef<HTMLDivElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const maskRef = useRef<HTMLDivElement>(null);
  const innerPanelRef = useRef<HTMLDivElement>(null);
  const startRef = useRef<HTMLDivElement>(null);
  const endRef = useRef<HTMLDivElement>(null);

  const edge = usePhysicalPlacement(placement, rootRef);
  const { distance, pushed, context } = usePush(push, open);
  const close = (event: DrawerCloseEvent) => onClose?.(event);

  useLayer(open, context.depth, rootRef, mask, (event) => {
    if (keyboard) close(event);
  });
  const focusProps = useFocusLock(open, autoFocus, focusTrap, {
    root: rootRef,
    wrapper: wrapperRef,
    panel: innerPanelRef,
    start: startRef,
    end: endRef,
  });

  // Checked while rendering, so production builds drop it entirely; it logs once per page anyway.
  if (
    process.env.NODE_ENV !== 'production' &&
    open &&
    !(title || props['aria-label'] || props['aria-labelledby'])
  ) {
    warnUnnamed();
  }

  // Resizing keeps its own size until the size props change, as rc-drawer does.
  const horizontal = isHorizontal(edge);
  const baseSize =
    (horizontal ? width : height) ?? defaultSize ?? (horizontal ? DEFAULT_SIZE : undefined);
  const [draggedSize, setDraggedSize] = useState<number>();
  useEffect(() => setDraggedSize(undefined), [baseSize, edge]);
  const currentSize = size === undefined ? (draggedSize ?? parseSize(baseSize)) : parseSize(size);
  const resizeHandle = useResize(
    edge,
    typeof currentSize === 'number' ? currentSize : undefined,
    maxSize,
    wrapperRef,
    options(resizable),
    setDraggedSize,
  );

  useSwipe(
    !!swipeToClose && !pushed,
    open,
    edge,
    options(swipeToClose).threshold ?? DEFAULT_SWIPE_THRESHOLD,
    wrapperRef,
    close,
  );

  const panelMotion: MotionConfig = (typeof motion === 'function' ? motion(edge) : motion) ?? {
    motionName: `${prefixCls}-slide`,
  };
  const wrapperMotion = useMotion(open, panelMotion, wrapperRef, onAfterOpenChange);
  const maskAnimation = useMotion(
    mask && open,
    maskMotion ?? { motionName: `${prefixCls}-fade` },
    maskRef,
  );

  const wrapperStyle: CSSProperties = {
    [horizontal ? 'width' : 'height']: currentSize,
    transform: pushed ? pushTransform(edge, distance) : undefined,
    ...styles?.wrapper,
  };

  // The dialog carries both `-section` (1.x) and `-content` (7.x) so either generation's CSS applies.
  const titleId = useId();
  const titled = title !== undefined && title !== null && title !== false;
  const panel = (
    <div
      role="dialog"
      tabIndex={-1}
      aria-modal={mask || undefined}
      {...pickAttributes(props, PANEL_PROPS)}
      aria-labelledby={props['aria-labelledby'] ?? (titled ? titleId : undefined)}
      id={id}
      className={classNames(
        `${prefixCls}-section`,
        `${prefixCls}-content`,
        className,
        semanticClassNames?.section,
        semanticClassNames?.content,
      )}
      style={{ ...style, ...styles?.section, ...styles?.content }}
      ref={mergeRefs(innerPanelRef, panelRef)}
    >
      {titled && (
        <div id={titleId} className={`${prefixCls}-title`}>
          {title}
        </div>
      )}
      {children}
    </div>
  );

  const logical = edge !== placement && `${prefixCls}-${placement}`;
  return (
    <DrawerContext.Provider value={context}>
      <div
        ref={rootRef}
        className={classNames(
          prefixCls,
          `${prefixCls}-${edge}`,
          logical,
          open && `${prefixCls}-open`,
          inline && `${prefixCls}-inline`,
          rootClassName,
        )}
        style={zIndex === undefined ? rootStyle : { ...rootStyle, zIndex }}
        tabIndex={-1}
        {...focusProps}
      >
        {!maskAnimation.hidden && (
          <div
            ref={maskRef}
            className={classNames(
              `${prefixCls}-mask`,
              maskAnimation.className,
              semanticClassNames?.mask,
              maskClassName,
            )}
            style={{ ...maskStyle, ...styles?.mask }}
            onClick={maskClosable && open ? close : undefined}
          />
        )}
        {sentinel(startRef, 'start')}
        <div
          ref={wrapperRef}
          className={classNames(
            `${prefixCls}-content-wrapper`,
            wrapperMotion.hidden && `${prefixCls}-content-wrapper-hidden`,
            wrapperMotion.className,
            semanticClassNames?.wrapper,
          )}
          style={wrapperStyle}
          {...pickAttributes(props, /^data-/)}
        >
          {resizable && (
            <div
              {...resizeHandle}
              className={classNames(`${prefixCls}-resizable-dragger`, semanticClassNames?.dragger)}
              style={styles?.dragger}
            />
          )}
          {drawerRender ? drawerRender(panel) : panel}
        </div>
        {sentinel(endRef, 'end')}
      </div>
    </DrawerContext.Provider>
  );
}
