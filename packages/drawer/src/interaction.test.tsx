import { StrictMode } from 'react';
import { createPortal } from 'react-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Drawer from './index';
import { $, act, classList, cleanup, fireEvent, render } from './testing';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.body.removeAttribute('style');
});

const wrapperOf = (rootClass: string) =>
  $(`.${rootClass} > .rc-drawer-content-wrapper`) as HTMLElement;

describe('Escape', () => {
  it('closes on Escape wherever focus is, by key or keyCode', () => {
    const onClose = vi.fn();
    render(<Drawer open onClose={onClose} />);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    fireEvent.keyDown($('[role="dialog"]') as HTMLElement, { keyCode: 27 });
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('ignores Escape during IME composition', () => {
    const onClose = vi.fn();
    render(<Drawer open onClose={onClose} />);
    fireEvent.keyDown(document.body, { key: 'Escape', isComposing: true });
    fireEvent.keyDown(document.body, { key: 'Escape', keyCode: 229 });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keyboard={false} blocks it', () => {
    const onClose = vi.fn();
    render(<Drawer open onClose={onClose} keyboard={false} />);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes only the top-most of nested drawers', () => {
    const parent = vi.fn();
    const child = vi.fn();
    const { rerender } = render(
      <Drawer open onClose={parent}>
        <Drawer open onClose={child} />
      </Drawer>,
    );
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(child).toHaveBeenCalledTimes(1);
    expect(parent).not.toHaveBeenCalled();
    rerender(
      <Drawer open onClose={parent}>
        <Drawer onClose={child} />
      </Drawer>,
    );
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(parent).toHaveBeenCalledTimes(1);
    expect(child).toHaveBeenCalledTimes(1);
  });

  it('a top-most drawer with keyboard={false} shields the parent', () => {
    const parent = vi.fn();
    render(
      <Drawer open onClose={parent}>
        <Drawer open keyboard={false} />
      </Drawer>,
    );
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(parent).not.toHaveBeenCalled();
  });

  it('the later of two sibling drawers is top-most', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = render(<Drawer open onClose={first} />);
    rerender(
      <>
        <Drawer open onClose={first} />
        <Drawer open onClose={second} />
      </>,
    );
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(second).toHaveBeenCalled();
    expect(first).not.toHaveBeenCalled();
  });
});

describe('push', () => {
  const cases = [
    ['left', 'translateX(903px)'],
    ['right', 'translateX(-903px)'],
    ['top', 'translateY(903px)'],
    ['bottom', 'translateY(-903px)'],
  ] as const;

  it.each(cases)('moves a %s parent away by the distance', (placement, transform) => {
    render(
      <Drawer open push={{ distance: 903 }} placement={placement} rootClassName="outer">
        <Drawer open />
      </Drawer>,
    );
    expect(wrapperOf('outer').style.transform).toBe(transform);
  });

  it('defaults to 180px, also for push={true}, and accepts CSS lengths', () => {
    const { rerender } = render(
      <Drawer open rootClassName="outer">
        <Drawer open />
      </Drawer>,
    );
    expect(wrapperOf('outer').style.transform).toBe('translateX(-180px)');
    rerender(
      <Drawer open push rootClassName="outer">
        <Drawer open />
      </Drawer>,
    );
    expect(wrapperOf('outer').style.transform).toBe('translateX(-180px)');
    rerender(
      <Drawer open push={{ distance: '20%' }} placement="top" rootClassName="outer">
        <Drawer open />
      </Drawer>,
    );
    expect(wrapperOf('outer').style.transform).toBe('translateY(20%)');
  });

  it('does nothing with push={false}', () => {
    render(
      <Drawer open push={false} rootClassName="outer">
        <Drawer open />
      </Drawer>,
    );
    expect(wrapperOf('outer').style.transform).toBe('');
  });

  it('pulls back when the nested drawer closes', () => {
    const { rerender } = render(
      <Drawer open rootClassName="outer">
        <Drawer open />
      </Drawer>,
    );
    rerender(
      <Drawer open rootClassName="outer">
        <Drawer />
      </Drawer>,
    );
    expect(wrapperOf('outer').style.transform).toBe('');
  });
});

describe('scroll lock', () => {
  it('sets overflow-y: hidden inline on body while a masked drawer is open, nested ones included', () => {
    const overflowY = () => document.body.style.overflowY;
    const tree = (parent: boolean, child: boolean) => (
      <Drawer open={parent} rootClassName="outer">
        <Drawer open={child} />
      </Drawer>
    );
    const { rerender, unmount } = render(tree(false, false));
    expect(overflowY()).toBe('');
    rerender(tree(true, false));
    expect(overflowY()).toBe('hidden');
    rerender(tree(true, true));
    // The parent is pushed away while the child is open; the page stays locked.
    expect(wrapperOf('outer').style.transform).toBe('translateX(-180px)');
    expect(overflowY()).toBe('hidden');
    rerender(tree(true, false));
    expect(overflowY()).toBe('hidden');
    rerender(tree(false, false));
    expect(overflowY()).toBe('');
    rerender(tree(true, true));
    expect(overflowY()).toBe('hidden');
    unmount();
    expect(overflowY()).toBe('');
  });

  it('leaves overflow-y alone without a mask', () => {
    render(<Drawer open mask={false} />);
    expect(document.body.style.overflowY).toBe('');
  });

  it('locks body scroll while a masked drawer is open, and restores it', () => {
    document.body.style.overflow = 'scroll';
    const { rerender, unmount } = render(<Drawer open />);
    expect(document.body.style.overflow).toBe('hidden');
    rerender(<Drawer />);
    expect(document.body.style.overflow).toBe('scroll');
    rerender(<Drawer open />);
    unmount();
    expect(document.body.style.overflow).toBe('scroll');
  });

  it('is not applied without a mask, nor for inline or custom containers', () => {
    render(<Drawer open mask={false} />);
    render(<Drawer open getContainer={false} />);
    render(<Drawer open getContainer={document.createElement('div')} />);
    expect(document.body.style.overflow).toBe('');
  });

  it('is reference counted across drawers', () => {
    const first = render(<Drawer open />);
    const second = render(<Drawer open />);
    first.unmount();
    expect(document.body.style.overflow).toBe('hidden');
    second.unmount();
    expect(document.body.style.overflow).toBe('');
  });

  it('pins the body in place on touch browsers (iOS Safari) and restores the scroll position', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 15_0 like Mac OS X)',
    );
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(300);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { unmount } = render(<Drawer open />);
    expect(document.body.style.position).toBe('fixed');
    expect(document.body.style.top).toBe('-300px');
    unmount();
    expect(document.body.style.position).toBe('');
    expect(scrollTo).toHaveBeenCalledWith(0, 300);
  });

  it('compensates the scrollbar width with padding', () => {
    vi.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(
      window.innerWidth - 15,
    );
    document.body.style.paddingRight = '5px';
    const { unmount } = render(<Drawer open />);
    expect(document.body.style.paddingRight).toBe('20px');
    unmount();
    expect(document.body.style.paddingRight).toBe('5px');
  });
});

describe('focus', () => {
  it('between two open sibling drawers, only the top-most one pulls focus back', () => {
    const outside = document.body.appendChild(document.createElement('button'));
    render(
      <>
        <Drawer open rootClassName="first" />
        <Drawer open rootClassName="second" />
      </>,
    );
    outside.focus();
    expect(document.activeElement).toBe($('.second [role="dialog"]'));
    outside.remove();
  });

  it('moves focus into the panel on open, or onto [data-autofocus]', async () => {
    render(<Drawer open />);
    await act(async () => {});
    expect(document.activeElement).toBe($('[role="dialog"]'));
    cleanup();
    render(
      <Drawer open>
        <input />
        <input data-autofocus className="target" />
      </Drawer>,
    );
    await act(async () => {});
    expect(document.activeElement).toBe($('.target'));
  });

  it('leaves focus alone with autoFocus={false}', () => {
    render(<Drawer open autoFocus={false} />);
    expect(document.activeElement).toBe(document.body);
  });

  it('returns focus to the trigger after closing, unless told not to', () => {
    const trigger = document.body.appendChild(document.createElement('button'));
    trigger.focus();
    const { rerender } = render(<Drawer open />);
    expect(document.activeElement).not.toBe(trigger);
    rerender(<Drawer />);
    expect(document.activeElement).toBe(trigger);

    trigger.focus();
    rerender(<Drawer open focusTriggerAfterClose={false} />);
    rerender(<Drawer focusTriggerAfterClose={false} />);
    expect(document.activeElement).not.toBe(trigger);
    trigger.remove();
  });

  it('returns focus to the trigger also when content took focus with autoFocus, and in StrictMode', async () => {
    const trigger = document.body.appendChild(document.createElement('button'));
    const page = (open: boolean) => (
      <Drawer open={open}>
        <input autoFocus />
      </Drawer>
    );
    trigger.focus();
    const { rerender } = render(page(false));
    rerender(page(true));
    rerender(page(false));
    expect(document.activeElement).toBe(trigger);
    cleanup();

    // StrictMode runs effects twice, the second time after the panel has taken focus.
    trigger.focus();
    const strict = render(
      <StrictMode>
        <Drawer />
      </StrictMode>,
    );
    strict.rerender(
      <StrictMode>
        <Drawer open />
      </StrictMode>,
    );
    await act(async () => {});
    expect(document.activeElement).toBe($('[role="dialog"]'));
    strict.rerender(
      <StrictMode>
        <Drawer />
      </StrictMode>,
    );
    expect(document.activeElement).toBe(trigger);
    trigger.remove();
  });

  it('keeps rc-drawer 7’s sentinel contract', () => {
    render(
      <Drawer open>
        <div>Hello</div>
      </Drawer>,
    );
    const start = $('[data-sentinel="start"]') as HTMLElement;
    const end = $('[data-sentinel="end"]') as HTMLElement;
    start.focus();
    fireEvent.keyDown(start, { key: 'Tab', keyCode: 9, shiftKey: true });
    expect(document.activeElement).toBe(end);
    fireEvent.keyDown(end, { key: 'Tab', keyCode: 9 });
    expect(document.activeElement).toBe(start);
    // As rc-drawer's own tests fire it: by keyCode alone.
    fireEvent.keyDown(start, { keyCode: 9, shiftKey: true });
    expect(document.activeElement).toBe(end);
  });

  it('leaves Tab to the page once closed: its guards are no stops and send nowhere', () => {
    const { rerender } = render(<Drawer open />);
    const start = $('[data-sentinel="start"]') as HTMLElement;
    const end = $('[data-sentinel="end"]') as HTMLElement;
    expect([start.tabIndex, end.tabIndex]).toEqual([0, 0]);
    rerender(<Drawer />);
    expect([start.tabIndex, end.tabIndex]).toEqual([-1, -1]);
    end.focus();
    fireEvent.keyDown(end, { key: 'Tab', keyCode: 9 });
    expect(document.activeElement).toBe(end);
  });

  it('cycles Tab and Shift+Tab inside the drawer', () => {
    render(
      <Drawer open>
        <button className="first">1</button>
        <button className="last">2</button>
      </Drawer>,
    );
    const first = $('.first') as HTMLElement;
    const last = $('.last') as HTMLElement;
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it('lets focus go into a popup portaled from inside the drawer', () => {
    const popupHost = document.body.appendChild(document.createElement('div'));
    render(<Drawer open>{createPortal(<input className="popup-input" />, popupHost)}</Drawer>);
    const input = $('.popup-input') as HTMLElement;
    input.focus();
    expect(document.activeElement).toBe(input);
    popupHost.remove();
  });

  it('brings focus back when it leaves, only while trapping', () => {
    const outside = document.body.appendChild(document.createElement('button'));
    const { rerender } = render(<Drawer open />);
    outside.focus();
    expect(document.activeElement).toBe($('[role="dialog"]'));
    rerender(<Drawer open focusTrap={false} />);
    outside.focus();
    expect(document.activeElement).toBe(outside);
    cleanup();
    render(<Drawer open mask={false} />);
    outside.focus();
    expect(document.activeElement).toBe(outside);
    outside.remove();
  });
});

describe('swipe to close', () => {
  function touch(
    target: Element,
    type: 'touchStart' | 'touchMove' | 'touchEnd',
    x: number,
    y: number,
  ) {
    const point = { clientX: x, clientY: y, identifier: 0, target };
    fireEvent[type](target, {
      touches: type === 'touchEnd' ? [] : [point],
      changedTouches: [point],
    });
  }

  /** The open drawer's panel, and its wrapper measuring `width` × `height` (jsdom has no layout). */
  function measuredDrawer(width: number, height: number) {
    const panel = $('[role="dialog"]') as HTMLElement;
    const wrapper = $('.rc-drawer-content-wrapper') as HTMLElement;
    vi.spyOn(wrapper, 'getBoundingClientRect').mockReturnValue({ width, height } as DOMRect);
    return { panel, wrapper };
  }

  it('closes when dragged past the threshold, following the finger', () => {
    const onClose = vi.fn();
    render(<Drawer open swipeToClose onClose={onClose} defaultSize={300} />);
    const { panel, wrapper } = measuredDrawer(300, 800);
    touch(panel, 'touchStart', 100, 100);
    touch(panel, 'touchMove', 150, 102);
    expect(wrapper.style.translate).toBe('50px');
    // The slides' and a push's transform is left alone.
    expect(wrapper.style.transform).toBe('');
    touch(panel, 'touchMove', 250, 102);
    touch(panel, 'touchEnd', 250, 102);
    expect(onClose).toHaveBeenCalledTimes(1);
    // Left where the finger let go: the close slide starts from there.
    expect(wrapper.style.translate).toBe('150px');
  });

  it('the next open after a swipe that closed starts clean', () => {
    const props = { swipeToClose: true, onClose: vi.fn(), defaultSize: 300 };
    const { rerender } = render(<Drawer open {...props} />);
    const { panel, wrapper } = measuredDrawer(300, 800);
    touch(panel, 'touchStart', 100, 100);
    touch(panel, 'touchMove', 250, 100);
    touch(panel, 'touchEnd', 250, 100);
    expect(props.onClose).toHaveBeenCalledTimes(1);
    rerender(<Drawer open={false} {...props} />);
    rerender(<Drawer open {...props} />);
    expect(wrapper.style.translate).toBe('');
    expect(wrapper.style.transition).toBe('');
  });

  it('snaps back when released early, and ignores scrolls and swipes away from the edge', () => {
    const onClose = vi.fn();
    let clock = 0;
    // A slow finger: 100 ms between events (jsdom stamps each event with Date.now()).
    vi.spyOn(Date, 'now').mockImplementation(() => (clock += 100));
    render(<Drawer open swipeToClose onClose={onClose} placement="bottom" />);
    const { panel, wrapper } = measuredDrawer(800, 400);
    touch(panel, 'touchStart', 100, 100);
    touch(panel, 'touchMove', 100, 130);
    expect(wrapper.style.translate).toBe('0 30px');
    touch(panel, 'touchEnd', 100, 130);
    expect(onClose).not.toHaveBeenCalled();
    expect(wrapper.style.translate).toBe('');
    touch(panel, 'touchStart', 100, 100);
    touch(panel, 'touchMove', 100, 20);
    touch(panel, 'touchEnd', 100, 20);
    expect(wrapper.style.translate).toBe('');
  });

  it('closes on a fast flick even when short', () => {
    const onClose = vi.fn();
    let clock = 0;
    // A quick finger: 10 ms between events (jsdom stamps each event with Date.now()).
    vi.spyOn(Date, 'now').mockImplementation(() => (clock += 10));
    render(<Drawer open swipeToClose onClose={onClose} />);
    const { panel } = measuredDrawer(378, 800);
    touch(panel, 'touchStart', 100, 100);
    touch(panel, 'touchMove', 120, 100);
    touch(panel, 'touchMove', 140, 100);
    touch(panel, 'touchEnd', 140, 100);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('never follows a mouse, nor a pen that moves like one: their drags select text', () => {
    const onClose = vi.fn();
    render(<Drawer open swipeToClose onClose={onClose} placement="left" />);
    const { wrapper } = measuredDrawer(378, 800);
    // A desktop pen fires pointer events, then the mouse events a mouse would.
    for (const pointerType of ['mouse', 'pen']) {
      fireEvent.pointerDown(wrapper, { pointerType, clientX: 300, clientY: 10 });
      fireEvent.mouseDown(wrapper, { clientX: 300, clientY: 10 });
      fireEvent.pointerMove(wrapper, { pointerType, clientX: 100, clientY: 10 });
      fireEvent.mouseMove(wrapper, { clientX: 100, clientY: 10 });
      fireEvent.pointerUp(wrapper, { pointerType, clientX: 100, clientY: 10 });
      fireEvent.mouseUp(wrapper, { clientX: 100, clientY: 10 });
    }
    expect(onClose).not.toHaveBeenCalled();
    expect(wrapper.style.translate).toBe('');
  });

  it('leaves scrolled content alone', () => {
    const onClose = vi.fn();
    render(
      <Drawer open swipeToClose onClose={onClose} placement="bottom">
        <div className="list" />
      </Drawer>,
    );
    const list = $('.list') as HTMLElement;
    Object.defineProperties(list, {
      scrollHeight: { value: 1000 },
      clientHeight: { value: 200 },
      scrollTop: { value: 50 },
    });
    touch(list, 'touchStart', 100, 100);
    touch(list, 'touchMove', 100, 300);
    touch(list, 'touchEnd', 100, 300);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('is off by default', () => {
    const onClose = vi.fn();
    render(<Drawer open onClose={onClose} />);
    const panel = $('[role="dialog"]') as HTMLElement;
    touch(panel, 'touchStart', 0, 0);
    touch(panel, 'touchMove', 300, 0);
    touch(panel, 'touchEnd', 300, 0);
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('logical placement', () => {
  it('start and end follow the document direction', () => {
    const { rerender } = render(<Drawer open placement="start" />);
    expect(classList($('.rc-drawer'))).toEqual(
      expect.arrayContaining(['rc-drawer-left', 'rc-drawer-start']),
    );
    rerender(<Drawer open placement="end" />);
    expect(classList($('.rc-drawer'))).toContain('rc-drawer-right');
    document.documentElement.dir = 'rtl';
    cleanup();
    render(<Drawer open placement="start" />);
    expect(classList($('.rc-drawer'))).toContain('rc-drawer-right');
    cleanup();
    render(<Drawer open placement="end" />);
    expect(classList($('.rc-drawer'))).toContain('rc-drawer-left');
    document.documentElement.removeAttribute('dir');
  });

  it('an inline drawer follows the dir of its container', () => {
    const { container } = render(
      <div dir="rtl">
        <Drawer
          open
          placement="end"
          getContainer={false}
          motion={(placement) => ({ motionName: `m-${placement}` })}
        />
      </div>,
    );
    expect(classList(container.querySelector('.rc-drawer'))).toContain('rc-drawer-left');
  });
});
