import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Drawer from './index';
import type { DrawerProps, Placement } from './index';
import { $, cleanup, fireEvent, render } from './testing';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const props: DrawerProps = { open: true, placement: 'right', defaultSize: 300, resizable: true };
const handleOf = (root = 'rc-drawer') => $(`.${root} .rc-drawer-resizable-dragger`) as HTMLElement;
const wrapperOf = (root = 'rc-drawer') => $(`.${root} > .rc-drawer-content-wrapper`) as HTMLElement;

function callbacks() {
  return { onResizeStart: vi.fn(), onResize: vi.fn(), onResizeEnd: vi.fn() };
}

/** A finger on `target` at (x, y); an empty list of touches once it is lifted. */
function touch(
  target: EventTarget,
  type: 'touchStart' | 'touchMove' | 'touchEnd',
  x: number,
  y: number,
) {
  const point = { clientX: x, clientY: y, identifier: 0, target };
  return fireEvent[type](target as Element, {
    touches: type === 'touchEnd' ? [] : [point],
    changedTouches: [point],
  });
}

describe('the resize handle', () => {
  it('is a focusable separator with aria values and an English name by default', () => {
    render(<Drawer {...props} maxSize={600} />);
    const handle = handleOf();
    expect(handle.getAttribute('role')).toBe('separator');
    expect(handle.tabIndex).toBe(0);
    expect(handle.getAttribute('aria-label')).toBe('Resize drawer');
    expect(handle.getAttribute('aria-valuenow')).toBe('300');
    expect(handle.getAttribute('aria-valuemin')).toBe('0');
    expect(handle.getAttribute('aria-valuemax')).toBe('600');
    expect(handle.getAttribute('aria-orientation')).toBe('vertical');
  });

  it('takes its accessible name from resizable’s aria-label', () => {
    render(<Drawer {...props} resizable={{ 'aria-label': 'Größe ändern' }} />);
    expect(handleOf().getAttribute('aria-label')).toBe('Größe ändern');
  });

  it('is bounded by the viewport without maxSize', () => {
    render(<Drawer {...props} />);
    expect(handleOf().getAttribute('aria-valuemax')).toBe(String(window.innerWidth));
  });
});

describe('resizing with the mouse', () => {
  // Per placement: where the drag starts, where it moves to, and the size that gives from 300.
  const drags: [Placement, [number, number], [number, number], number][] = [
    ['right', [500, 10], [450, 10], 350],
    ['left', [300, 10], [360, 10], 360],
    ['top', [10, 300], [10, 340], 340],
    ['bottom', [10, 500], [10, 420], 380],
  ];

  it.each(drags)(
    '%s: mousedown on the handle, mousemove and mouseup on the document, one callback per step',
    (placement, [x0, y0], [x1, y1], expected) => {
      const resizable = callbacks();
      render(<Drawer {...props} placement={placement} resizable={resizable} />);
      fireEvent.mouseDown(handleOf(), { clientX: x0, clientY: y0 });
      expect(resizable.onResizeStart.mock.calls).toEqual([[300]]);
      fireEvent.mouseMove(document, { clientX: x1, clientY: y1 });
      expect(resizable.onResize.mock.calls).toEqual([[expected]]);
      expect(
        wrapperOf().style[placement === 'left' || placement === 'right' ? 'width' : 'height'],
      ).toBe(`${expected}px`);
      fireEvent.mouseUp(document, { clientX: x1, clientY: y1 });
      expect(resizable.onResizeEnd.mock.calls).toEqual([[expected]]);
      // Released: moving the mouse changes nothing any more.
      fireEvent.mouseMove(document, { clientX: 0, clientY: 0 });
      expect(resizable.onResize).toHaveBeenCalledTimes(1);
      expect(resizable.onResizeStart).toHaveBeenCalledTimes(1);
    },
  );

  it('is clamped to maxSize and to 0', () => {
    const resizable = callbacks();
    render(<Drawer {...props} maxSize={400} resizable={resizable} />);
    fireEvent.mouseDown(handleOf(), { clientX: 500, clientY: 0 });
    fireEvent.mouseMove(document, { clientX: 100, clientY: 0 });
    expect(resizable.onResize).toHaveBeenLastCalledWith(400);
    expect(wrapperOf().style.width).toBe('400px');
    fireEvent.mouseMove(document, { clientX: 2000, clientY: 0 });
    expect(resizable.onResize).toHaveBeenLastCalledWith(0);
    expect(wrapperOf().style.width).toBe('0px');
    fireEvent.mouseUp(document);
    expect(resizable.onResizeEnd).toHaveBeenCalledWith(0);
  });

  it('is clamped to minSize when one is given', () => {
    const resizable = callbacks();
    render(<Drawer {...props} minSize={120} resizable={resizable} />);
    fireEvent.mouseDown(handleOf(), { clientX: 500, clientY: 0 });
    fireEvent.mouseMove(document, { clientX: 2000, clientY: 0 });
    expect(resizable.onResize).toHaveBeenLastCalledWith(120);
    expect(wrapperOf().style.width).toBe('120px');
    fireEvent.mouseUp(document);
    expect(resizable.onResizeEnd).toHaveBeenCalledWith(120);
  });

  it('an inline drawer is clamped to its container', () => {
    const resizable = callbacks();
    const { container } = render(
      <div className="holder">
        <Drawer {...props} getContainer={false} resizable={resizable} />
      </div>,
    );
    const root = container.querySelector('.rc-drawer') as HTMLElement;
    vi.spyOn(root, 'getBoundingClientRect').mockReturnValue({ width: 420, height: 200 } as DOMRect);
    fireEvent.mouseDown(handleOf(), { clientX: 500, clientY: 0 });
    fireEvent.mouseMove(document, { clientX: 0, clientY: 0 });
    expect(resizable.onResize).toHaveBeenLastCalledWith(420);
    expect(handleOf().getAttribute('aria-valuemax')).toBe('420');
  });

  it('follows the mouse without transitions while dragging, then gives them back', () => {
    render(<Drawer {...props} />);
    const wrapper = wrapperOf();
    fireEvent.mouseDown(handleOf(), { clientX: 500, clientY: 0 });
    expect(wrapper.style.transition).toBe('none');
    fireEvent.mouseMove(document, { clientX: 480, clientY: 0 });
    expect(wrapper.style.transition).toBe('none');
    fireEvent.mouseUp(document, { clientX: 480, clientY: 0 });
    expect(wrapper.style.transition).toBe('');
    expect(wrapper.style.width).toBe('320px');
  });

  it('ignores buttons other than the primary one', () => {
    const resizable = callbacks();
    render(<Drawer {...props} resizable={resizable} />);
    fireEvent.mouseDown(handleOf(), { button: 2, clientX: 500 });
    fireEvent.mouseMove(document, { clientX: 400 });
    expect(resizable.onResizeStart).not.toHaveBeenCalled();
    expect(resizable.onResize).not.toHaveBeenCalled();
  });

  it('reports to the callbacks of the latest render', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = render(<Drawer {...props} resizable={{ onResize: first }} />);
    fireEvent.mouseDown(handleOf(), { clientX: 500, clientY: 0 });
    rerender(<Drawer {...props} resizable={{ onResize: second }} />);
    fireEvent.mouseMove(document, { clientX: 490, clientY: 0 });
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith(310);
  });

  it('stops listening when the drawer unmounts mid-drag', () => {
    const resizable = callbacks();
    const { unmount } = render(<Drawer {...props} resizable={resizable} />);
    fireEvent.mouseDown(handleOf(), { clientX: 500, clientY: 0 });
    unmount();
    fireEvent.mouseMove(document, { clientX: 400, clientY: 0 });
    expect(resizable.onResize).not.toHaveBeenCalled();
  });

  it('with a controlled size, shows only what the parent passes', () => {
    const onResize = vi.fn();
    render(<Drawer open size={300} resizable={{ onResize }} />);
    fireEvent.mouseDown(handleOf(), { clientX: 500, clientY: 0 });
    fireEvent.mouseMove(document, { clientX: 450, clientY: 0 });
    expect(onResize).toHaveBeenCalledWith(350);
    expect(wrapperOf().style.width).toBe('300px');
  });

  it('a parent following onResize moves the panel', () => {
    function Controlled() {
      const [size, setSize] = useState(300);
      return <Drawer open size={size} resizable={{ onResize: setSize }} />;
    }
    render(<Controlled />);
    fireEvent.mouseDown(handleOf(), { clientX: 500, clientY: 0 });
    fireEvent.mouseMove(document, { clientX: 460, clientY: 0 });
    fireEvent.mouseMove(document, { clientX: 440, clientY: 0 });
    expect(wrapperOf().style.width).toBe('360px');
    expect(handleOf().getAttribute('aria-valuenow')).toBe('360');
  });
});

describe('resizing with touch', () => {
  it('follows the finger from the handle, with the three callbacks', () => {
    const resizable = callbacks();
    render(<Drawer {...props} resizable={resizable} />);
    const handle = handleOf();
    touch(handle, 'touchStart', 500, 10);
    touch(handle, 'touchMove', 470, 10);
    touch(handle, 'touchMove', 440, 10);
    expect(wrapperOf().style.width).toBe('360px');
    const prevented = !touch(handle, 'touchEnd', 440, 10);
    expect(resizable.onResizeStart.mock.calls).toEqual([[300]]);
    expect(resizable.onResize.mock.calls).toEqual([[330], [360]]);
    expect(resizable.onResizeEnd.mock.calls).toEqual([[360]]);
    // No compatibility mouse events after the touch: it has resized already.
    expect(prevented).toBe(true);
  });

  it('is not resized twice when mouse events arrive during a touch drag', () => {
    const resizable = callbacks();
    render(<Drawer {...props} resizable={resizable} />);
    const handle = handleOf();
    touch(handle, 'touchStart', 500, 10);
    fireEvent.mouseDown(handle, { clientX: 500, clientY: 10 });
    touch(handle, 'touchMove', 480, 10);
    touch(handle, 'touchEnd', 480, 10);
    fireEvent.mouseUp(document);
    expect(resizable.onResizeStart).toHaveBeenCalledTimes(1);
    expect(resizable.onResize).toHaveBeenCalledTimes(1);
    expect(resizable.onResizeEnd).toHaveBeenCalledTimes(1);
  });

  it('a drag on the handle is not a swipe of the panel', () => {
    const onClose = vi.fn();
    render(<Drawer {...props} swipeToClose onClose={onClose} />);
    const handle = handleOf();
    touch(handle, 'touchStart', 500, 10);
    touch(handle, 'touchMove', 700, 10);
    touch(handle, 'touchEnd', 700, 10);
    expect(onClose).not.toHaveBeenCalled();
    expect(wrapperOf().style.translate).toBe('');
    expect(wrapperOf().style.transform).toBe('');
    expect(wrapperOf().style.width).toBe('100px');
  });
});

describe('resizing with the keyboard', () => {
  it('arrow keys grow toward the page and shrink toward the edge, 10px a press', () => {
    const resizable = callbacks();
    render(<Drawer {...props} resizable={resizable} />);
    const handle = handleOf();
    fireEvent.keyDown(handle, { key: 'ArrowLeft' });
    expect(resizable.onResize).toHaveBeenLastCalledWith(310);
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    expect(resizable.onResize).toHaveBeenLastCalledWith(290);
    expect(handle.getAttribute('aria-valuenow')).toBe('290');
    expect(resizable.onResizeStart).toHaveBeenCalledTimes(3);
    expect(resizable.onResizeEnd).toHaveBeenCalledTimes(3);
    fireEvent.keyDown(handle, { key: 'ArrowUp' });
    fireEvent.keyDown(handle, { key: 'a' });
    expect(resizable.onResizeStart).toHaveBeenCalledTimes(3);
  });

  it('Home goes to aria-valuemin and End to aria-valuemax', () => {
    const resizable = callbacks();
    render(<Drawer {...props} maxSize={640} resizable={resizable} />);
    const handle = handleOf();
    fireEvent.keyDown(handle, { key: 'End' });
    expect(handle.getAttribute('aria-valuenow')).toBe(handle.getAttribute('aria-valuemax'));
    expect(wrapperOf().style.width).toBe('640px');
    expect(resizable.onResizeEnd).toHaveBeenLastCalledWith(640);
    fireEvent.keyDown(handle, { key: 'Home' });
    expect(handle.getAttribute('aria-valuenow')).toBe(handle.getAttribute('aria-valuemin'));
    expect(wrapperOf().style.width).toBe('0px');
    // At the minimum, shrinking further does nothing.
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    expect(wrapperOf().style.width).toBe('0px');
  });

  it('stops at minSize, which the handle announces as its minimum and Home reaches', () => {
    const resizable = callbacks();
    render(<Drawer {...props} minSize={200} resizable={resizable} />);
    const handle = handleOf();
    expect(handle.getAttribute('aria-valuemin')).toBe('200');
    fireEvent.keyDown(handle, { key: 'Home' });
    expect(wrapperOf().style.width).toBe('200px');
    expect(resizable.onResizeEnd).toHaveBeenLastCalledWith(200);
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    expect(wrapperOf().style.width).toBe('200px');
  });

  it('grows toward the page on every edge', () => {
    render(<Drawer open placement="left" defaultSize={200} resizable rootClassName="l" />);
    render(<Drawer open placement="top" defaultSize={200} resizable rootClassName="t" />);
    render(<Drawer open placement="bottom" defaultSize={200} resizable rootClassName="b" />);
    fireEvent.keyDown(handleOf('l'), { key: 'ArrowRight' });
    expect(wrapperOf('l').style.width).toBe('210px');
    fireEvent.keyDown(handleOf('t'), { key: 'ArrowDown' });
    expect(wrapperOf('t').style.height).toBe('210px');
    fireEvent.keyDown(handleOf('t'), { key: 'ArrowLeft' });
    expect(wrapperOf('t').style.height).toBe('210px');
    expect(handleOf('b').getAttribute('aria-orientation')).toBe('horizontal');
    fireEvent.keyDown(handleOf('b'), { key: 'ArrowUp' });
    expect(wrapperOf('b').style.height).toBe('210px');
  });
});
