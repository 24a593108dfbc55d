import { useEffect, useId, useImperativeHandle, useRef, useState } from 'react';
import { classNames } from './classNames';
import { DrawerContext } from './DrawerContext';
import { isHorizontal } from './edge';
import type { DrawerProps } from './DrawerProps';
import { useFocusLock } from './hooks/useFocusLock';
import { useLayer } from './hooks/useLayer';
import { useMotion } from './hooks/useMotion';
import { usePhysicalPlacement } from './hooks/usePhysicalPlacement';
import { usePush } from './hooks/usePush';
import { useReturnFocus } from './hooks/useReturnFocus';
import { useSwipe } from './hooks/useSwipe';
import { options } from './options';
import { parseSize } from './parseSize';
import { pickAttributes } from './pickAttributes';
import { pushTransform } from './pushTransform';
import { ResizeHandle } from './ResizeHandle';
import { warnUnnamed } from './warning';

/**
 * Focus guards around the wrapper, as in rc-drawer 7. Empty and absolutely positioned, they take no
 * room; without an outline, focusing one shows nothing. Tab reaches them only while the drawer is
 * open: a closed drawer's guards would be two invisible stops in the page, where Tab on the end
 * guard, sent back to the start guard, would never leave them.
 */
function sentinel(edge: 'start' | 'end', open: boolean) {
  return (
    <div
      tabIndex={open ? 0 : -1}
      style={{ position: 'absolute', outline: 'none' }}
      aria-hidden="true"
      data-sentinel={edge}
    />
  );
}

export interface DrawerPopupProps extends Omit<
  DrawerProps,
  'getContainer' | 'destroyOnClose' | 'destroyOnHidden'
> {
  /** Open after the first client commit (never during SSR or hydration). */
  open: boolean;
  /** Rendered in place (`getContainer={false}`). */
  inline: boolean;
  /** Called once each open or close transition has ended. */
  onVisibleChanged: (visible: boolean) => void;
}

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
    minSize,
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
    onVisibleChanged,
    afterOpenChange,
    focusTriggerAfterClose = true,
    children,
    id,
  } = props;

  const wrapperRef = useRef<HTMLDivElement>(null);
  const maskRef = useRef<HTMLDivElement>(null);
  const innerPanelRef = useRef<HTMLDivElement>(null);

  const edge = usePhysicalPlacement(placement, wrapperRef);
  const { pushed, context } = usePush(push, open);
  const returnFocus = useReturnFocus(open);
  useLayer({
    open,
    depth: context.depth,
    elementRef: wrapperRef,
    modal: mask,
    inline,
    onEscape: keyboard ? onClose : undefined,
  });
  // The author's `panelRef`, object or callback, receives our panel element.
  useImperativeHandle(panelRef, () => innerPanelRef.current as HTMLDivElement);
  const focusProps = useFocusLock({
    open,
    autoFocus,
    trap: focusTrap,
    wrapperRef,
    panelRef: innerPanelRef,
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
    // Left and right drawers are 378px wide by default; top and bottom ones have no default.
    (horizontal ? width : height) ?? defaultSize ?? (horizontal ? 378 : undefined);
  const [draggedSize, setDraggedSize] = useState<number>();
  useEffect(() => setDraggedSize(undefined), [baseSize, edge]);
  const currentSize = parseSize(size ?? draggedSize ?? baseSize);

  useSwipe({
    enabled: !!swipeToClose && !pushed,
    open,
    placement: edge,
    // By default, past 0.3 of the size.
    threshold: options(swipeToClose).threshold ?? 0.3,
    wrapperRef,
    onDismiss: onClose,
  });

  const wrapperMotion = useMotion({
    visible: open,
    config: (typeof motion === 'function' ? motion(edge) : motion) ?? {
      motionName: `${prefixCls}-slide`,
    },
    elementRef: wrapperRef,
    onVisibleChanged(visible) {
      onVisibleChanged(visible);
      afterOpenChange?.(visible);
      // By now the page is no longer inert: useLayer let go when the drawer began to close.
      if (!visible && focusTriggerAfterClose) returnFocus();
    },
  });
  const maskAnimation = useMotion({
    visible: mask && open,
    config: maskMotion ?? { motionName: `${prefixCls}-fade` },
    elementRef: maskRef,
  });

  // The dialog carries both `-section` (1.x) and `-content` (7.x) so either generation's CSS applies.
  const titleId = useId();
  const titled = title !== undefined && title !== null && title !== false;
  const panel = (
    <div
      role="dialog"
      tabIndex={-1}
      aria-modal={mask || undefined}
      // aria-* attributes and the mouse, key and focus handlers go to the panel, as in rc-drawer.
      {...pickAttributes(props, /^(aria-|on(Mouse(Enter|Over|Leave)|Click|Key(Down|Up)|Focus)$)/)}
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
      ref={innerPanelRef}
    >
      {titled && (
        <div id={titleId} className={`${prefixCls}-title`}>
          {title}
        </div>
      )}
      {children}
    </div>
  );

  return (
    <DrawerContext.Provider value={context}>
      <div
        className={classNames(
          prefixCls,
          `${prefixCls}-${edge}`,
          edge !== placement && `${prefixCls}-${placement}`,
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
            onClick={maskClosable && open ? onClose : undefined}
            // A press on the mask would focus the root (tabindex -1), which stays on screen once
            // closed: focus is left in the drawer, which gives it back to the trigger on close.
            onMouseDown={(event) => event.preventDefault()}
          />
        )}
        {sentinel('start', open)}
        <div
          ref={wrapperRef}
          className={classNames(
            `${prefixCls}-content-wrapper`,
            wrapperMotion.hidden && `${prefixCls}-content-wrapper-hidden`,
            wrapperMotion.className,
            semanticClassNames?.wrapper,
          )}
          style={{
            [horizontal ? 'width' : 'height']: currentSize,
            transform: pushed ? pushTransform(edge, context.distance) : undefined,
            ...styles?.wrapper,
          }}
          {...pickAttributes(props, /^data-/)}
        >
          {resizable && (
            <ResizeHandle
              className={classNames(`${prefixCls}-resizable-dragger`, semanticClassNames?.dragger)}
              style={styles?.dragger}
              placement={edge}
              size={currentSize}
              minSize={minSize}
              maxSize={maxSize}
              wrapperRef={wrapperRef}
              config={options(resizable)}
              onSize={setDraggedSize}
            />
          )}
          {drawerRender ? drawerRender(panel) : panel}
        </div>
        {sentinel('end', open)}
      </div>
    </DrawerContext.Provider>
  );
}
