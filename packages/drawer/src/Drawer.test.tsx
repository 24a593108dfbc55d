import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Drawer from './index';
import { $, classList, cleanup, fireEvent, render } from './testing';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('rendering', () => {
  it('renders nothing until opened, then portals into a div appended to body', () => {
    const { rerender } = render(<Drawer />);
    expect($('.rc-drawer')).toBeNull();
    rerender(<Drawer open />);
    const root = $('.rc-drawer');
    expect(root?.parentElement?.parentElement).toBe(document.body);
    expect(classList(root)).toEqual(
      expect.arrayContaining(['rc-drawer', 'rc-drawer-right', 'rc-drawer-open']),
    );
    expect(root?.getAttribute('tabindex')).toBe('-1');
  });

  it('builds the rc-drawer DOM', () => {
    render(<Drawer open>content</Drawer>);
    const root = $('.rc-drawer') as HTMLElement;
    const children = Array.from(root.children);
    expect(children.map((child) => child.className || child.getAttribute('data-sentinel'))).toEqual(
      ['rc-drawer-mask', 'start', 'rc-drawer-content-wrapper', 'end'],
    );
    for (const sentinel of root.querySelectorAll('[data-sentinel]')) {
      expect(sentinel.getAttribute('tabindex')).toBe('0');
      expect(sentinel.getAttribute('aria-hidden')).toBe('true');
    }
    const panel = $('.rc-drawer-content-wrapper > [role="dialog"]');
    expect(classList(panel)).toEqual(
      expect.arrayContaining(['rc-drawer-section', 'rc-drawer-content']),
    );
    expect(panel?.textContent).toBe('content');
    expect($('.rc-drawer-content-wrapper')?.style.width).toBe('378px');
  });

  it('keeps the DOM hidden after closing, and adds the hidden class', () => {
    const { rerender } = render(<Drawer open />);
    rerender(<Drawer />);
    expect(classList($('.rc-drawer'))).not.toContain('rc-drawer-open');
    expect(classList($('.rc-drawer-content-wrapper'))).toEqual(
      expect.arrayContaining(['rc-drawer-content-wrapper-hidden']),
    );
    expect($('.rc-drawer-mask')).toBeNull();
  });

  it.each(['left', 'right', 'top', 'bottom'] as const)('placement %s', (placement) => {
    render(<Drawer placement={placement} open />);
    expect($(`.rc-drawer-${placement}`)).not.toBeNull();
  });

  it('sizes the wrapper: width for left/right, height for top/bottom, numbers in px', () => {
    const { rerender } = render(<Drawer open width={500} />);
    expect($('.rc-drawer-content-wrapper')?.style.width).toBe('500px');
    rerender(<Drawer open placement="top" height="40%" />);
    expect($('.rc-drawer-content-wrapper')?.style.height).toBe('40%');
    rerender(<Drawer open size={321} defaultSize={100} />);
    expect($('.rc-drawer-content-wrapper')?.style.width).toBe('321px');
  });

  it('uses defaultSize when uncontrolled, and no default height for top/bottom', () => {
    const { rerender } = render(<Drawer open defaultSize={250} />);
    expect($('.rc-drawer-content-wrapper')?.style.width).toBe('250px');
    rerender(<Drawer open placement="bottom" />);
    expect($('.rc-drawer-content-wrapper')?.style.height).toBe('');
  });

  it('puts zIndex (0 included), rootClassName and rootStyle on the root', () => {
    const { rerender } = render(
      <Drawer open zIndex={93} rootClassName="outer" rootStyle={{ color: 'red' }} />,
    );
    const root = $('.rc-drawer');
    expect(classList(root)).toEqual(expect.arrayContaining(['outer']));
    expect(root?.style.zIndex).toBe('93');
    expect(root?.style.color).toBe('red');
    rerender(<Drawer open zIndex={0} />);
    expect($('.rc-drawer')?.style.zIndex).toBe('0');
  });

  it('puts id, className, style, aria-* and handlers on the panel; data-* on the wrapper', () => {
    const handlers = {
      onMouseEnter: vi.fn(),
      onMouseOver: vi.fn(),
      onMouseLeave: vi.fn(),
      onClick: vi.fn(),
      onKeyDown: vi.fn(),
      onKeyUp: vi.fn(),
      onFocus: vi.fn(),
    };
    render(
      <Drawer
        open
        id="panel"
        className="my-panel"
        style={{ color: 'blue' }}
        aria-label="Settings"
        data-testid="w"
        {...handlers}
      />,
    );
    const panel = $('[role="dialog"]') as HTMLElement;
    expect(panel.id).toBe('panel');
    expect(classList(panel)).toEqual(expect.arrayContaining(['my-panel']));
    expect(panel.style.color).toBe('blue');
    expect(panel.getAttribute('aria-label')).toBe('Settings');
    expect($('.rc-drawer-content-wrapper')?.getAttribute('data-testid')).toBe('w');
    // React derives enter/leave from over/out, as Testing Library's own mouseEnter does.
    fireEvent.mouseOver(panel);
    fireEvent.mouseOut(panel, { relatedTarget: document.body });
    fireEvent.click(panel);
    fireEvent.keyDown(panel, { key: 'a' });
    fireEvent.keyUp(panel, { key: 'a' });
    fireEvent.focusIn(panel);
    for (const handler of Object.values(handlers)) expect(handler).toHaveBeenCalled();
  });

  it('applies classNames and styles, with the older mask and content names', () => {
    render(
      <Drawer
        open
        resizable
        maskClassName="old-mask"
        maskStyle={{ color: 'red' }}
        classNames={{ mask: 'm', wrapper: 'w', section: 's', content: 'c', dragger: 'd' }}
        styles={{
          mask: { background: 'blue' },
          wrapper: { background: 'green' },
          section: { color: 'purple' },
          content: { margin: '1px' },
          dragger: { background: 'gray' },
        }}
      />,
    );
    const mask = $('.rc-drawer-mask');
    expect(classList(mask)).toEqual(expect.arrayContaining(['m', 'old-mask']));
    expect(mask?.style.color).toBe('red');
    expect(mask?.style.background).toBe('blue');
    expect(classList($('.rc-drawer-content-wrapper'))).toEqual(expect.arrayContaining(['w']));
    expect($('.rc-drawer-content-wrapper')?.style.background).toBe('green');
    const panel = $('[role="dialog"]');
    expect(classList(panel)).toEqual(expect.arrayContaining(['s', 'c']));
    expect(panel?.style.color).toBe('purple');
    expect(panel?.style.margin).toBe('1px');
    expect(classList($('.rc-drawer-resizable-dragger'))).toEqual(expect.arrayContaining(['d']));
    expect($('.rc-drawer-resizable-dragger')?.style.background).toBe('gray');
  });

  it('wraps the panel with drawerRender and exposes it through panelRef', () => {
    const panelRef = createRef<HTMLDivElement>();
    render(
      <Drawer
        open
        panelRef={panelRef}
        drawerRender={(node) => <div className="custom">{node}</div>}
      />,
    );
    expect($('.rc-drawer-content-wrapper > .custom > [role="dialog"]')).not.toBeNull();
    expect(panelRef.current).toBe($('[role="dialog"]'));
  });

  it('derives every class name from prefixCls', () => {
    render(<Drawer open prefixCls="my" resizable />);
    for (const selector of [
      '.my',
      '.my-right',
      '.my-open',
      '.my-mask',
      '.my-content-wrapper',
      '.my-section',
      '.my-content',
      '.my-resizable-dragger',
    ]) {
      expect($(selector)).not.toBeNull();
    }
  });

  it('renders without a mask', () => {
    render(<Drawer open mask={false} />);
    expect($('.rc-drawer-mask')).toBeNull();
    expect($('[role="dialog"]')?.getAttribute('aria-modal')).toBeNull();
  });
});

describe('mask', () => {
  it('closes on click while maskClosable', () => {
    const onClose = vi.fn();
    const { rerender } = render(<Drawer open onClose={onClose} />);
    fireEvent.click($('.rc-drawer-mask') as HTMLElement);
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(<Drawer open onClose={onClose} maskClosable={false} />);
    fireEvent.click($('.rc-drawer-mask') as HTMLElement);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('accessibility', () => {
  it('is a modal dialog named by its title', () => {
    render(<Drawer open title="Settings" />);
    const panel = $('[role="dialog"]') as HTMLElement;
    expect(panel.getAttribute('aria-modal')).toBe('true');
    const heading = document.getElementById(panel.getAttribute('aria-labelledby') as string);
    expect(heading?.textContent).toBe('Settings');
  });

  it('keeps a given aria-labelledby', () => {
    render(<Drawer open title="Settings" aria-labelledby="x" />);
    expect($('[role="dialog"]')?.getAttribute('aria-labelledby')).toBe('x');
  });

  it('makes the rest of the page inert while a masked drawer is open, and restores it', () => {
    const outside = document.createElement('main');
    document.body.appendChild(outside);
    const isInert = () =>
      outside.hasAttribute('inert') || outside.getAttribute('aria-hidden') === 'true';
    const { rerender, unmount } = render(<Drawer open />);
    expect(isInert()).toBe(true);
    rerender(<Drawer />);
    expect(isInert()).toBe(false);
    rerender(<Drawer open />);
    expect(isInert()).toBe(true);
    unmount();
    expect(isInert()).toBe(false);
    render(<Drawer open mask={false} />);
    expect(isInert()).toBe(false);
    outside.remove();
  });

  it('an inline drawer with a mask makes the rest of its container inert, and only that', () => {
    const inert = (element: Element | null) =>
      !!element &&
      (element.hasAttribute('inert') || element.getAttribute('aria-hidden') === 'true');
    const page = (open: boolean, mask = true) => (
      <main>
        <p className="outside">outside</p>
        <section className="holder">
          <p className="covered">covered by the mask</p>
          <Drawer open={open} mask={mask} getContainer={false} />
        </section>
      </main>
    );
    const { rerender, unmount } = render(page(true));
    expect(inert($('.covered'))).toBe(true);
    expect(inert($('.holder > .rc-drawer'))).toBe(false);
    expect(inert($('.outside'))).toBe(false);
    expect(inert($('.holder'))).toBe(false);
    rerender(page(false));
    expect(inert($('.covered'))).toBe(false);
    rerender(page(true, false));
    expect(inert($('.covered'))).toBe(false);
    rerender(page(true));
    unmount();
    expect(inert(document.querySelector('.covered'))).toBe(false);
  });

  it('keeps the nested drawer usable and the parent inert while the child is open', () => {
    const { rerender } = render(
      <Drawer open rootClassName="parent">
        <Drawer open rootClassName="child" />
      </Drawer>,
    );
    const parentContainer = $('.parent')?.parentElement as HTMLElement;
    const childContainer = $('.child')?.parentElement as HTMLElement;
    const inert = (element: HTMLElement) =>
      element.hasAttribute('inert') || element.getAttribute('aria-hidden') === 'true';
    expect(inert(childContainer)).toBe(false);
    expect(inert(parentContainer)).toBe(true);
    rerender(
      <Drawer open rootClassName="parent">
        <Drawer rootClassName="child" />
      </Drawer>,
    );
    expect(inert(parentContainer)).toBe(false);
  });
});
