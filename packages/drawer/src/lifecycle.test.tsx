import { StrictMode, useEffect, useLayoutEffect, useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Drawer from './index';
import type { DrawerProps } from './index';
import { $, act, classList, cleanup, fireEvent, render } from './testing';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
  delete (Element.prototype as Partial<Element>).getAnimations;
});

/** A stand-in for a Web Animation: the fake timers finish it after `ms`, or cancel it (it rejects). */
function fakeAnimation(ms: number, { iterations = 1, cancel = false } = {}): Animation {
  const finished = new Promise((resolve, reject) => {
    if (iterations < Infinity) setTimeout(cancel ? reject : resolve, ms);
  });
  // As browsers do for a cancelled animation's `finished`: its rejection is marked handled.
  finished.catch(() => {});
  return { finished, effect: { getTiming: () => ({ iterations }) } } as unknown as Animation;
}

/** The class lists of the elements whose style `getAnimations()` flushed, in order. */
let flushed: string[] = [];

/**
 * jsdom has no Web Animations, so there a motion completes at once. This gives elements
 * `getAnimations()`: by default, an element with an inline transition duration has one transition
 * of that length running, as the -active classes would have started in a browser. As in browsers,
 * its descendants' animations are listed only with `{ subtree: true }`. Each call records the class
 * list it computed the style of in `flushed`.
 */
function mockAnimations(
  animations = (element: HTMLElement) => {
    const seconds = parseFloat(element.style.transitionDuration);
    return seconds ? [fakeAnimation(seconds * 1000)] : [];
  },
): void {
  vi.useFakeTimers();
  flushed = [];
  Element.prototype.getAnimations = function (this: HTMLElement, options?: GetAnimationsOptions) {
    flushed.push(this.className);
    const elements = options?.subtree ? [this, ...this.querySelectorAll<HTMLElement>('*')] : [this];
    return elements.flatMap(animations);
  };
}

const timed = { wrapper: { transitionDuration: '0.3s' }, mask: { transitionDuration: '0.2s' } };
const wrapperClasses = () => classList($('.rc-drawer-content-wrapper'));

/**
 * The motion classes named `name` that an element had each time its style was computed, in order:
 * a transition starts from the styles of the -start classes, computed before the -active ones.
 */
function flushedSteps(name: string): string[] {
  return flushed
    .map((classes) =>
      classes
        .split(' ')
        .filter((token) => token.startsWith(`${name}-`))
        .join(' '),
    )
    .filter(Boolean);
}

/** Lets `ms` pass, and the animations that finished in that time report it. */
async function wait(ms: number): Promise<void> {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

describe('open and close lifecycle', () => {
  it('completes at once without CSS transitions, and calls afterOpenChange each time', () => {
    const afterOpenChange = vi.fn();
    const { rerender } = render(<Drawer afterOpenChange={afterOpenChange} />);
    rerender(<Drawer open afterOpenChange={afterOpenChange} />);
    expect(afterOpenChange).toHaveBeenLastCalledWith(true);
    rerender(<Drawer afterOpenChange={afterOpenChange} />);
    expect(afterOpenChange).toHaveBeenLastCalledWith(false);
    expect(afterOpenChange).toHaveBeenCalledTimes(2);
    expect(wrapperClasses()).toContain('rc-drawer-content-wrapper-hidden');
  });

  it('steps through the motion classes and completes when the animations finish', async () => {
    mockAnimations();
    const afterOpenChange = vi.fn();
    const props = {
      styles: timed,
      motion: { motionName: 'slide' },
      maskMotion: { motionName: 'fade' },
      afterOpenChange,
    };
    const { rerender } = render(<Drawer {...props} />);
    rerender(<Drawer {...props} open />);
    expect(flushedSteps('slide')).toEqual([
      'slide-appear slide-appear-start',
      'slide-appear slide-appear-active',
    ]);
    expect(flushedSteps('fade')).toEqual([
      'fade-appear fade-appear-start',
      'fade-appear fade-appear-active',
    ]);
    expect(wrapperClasses()).toEqual(
      expect.arrayContaining(['slide-appear', 'slide-appear-active']),
    );
    expect(classList($('.rc-drawer-mask'))).toEqual(
      expect.arrayContaining(['fade-appear', 'fade-appear-active']),
    );
    await wait(250);
    expect(afterOpenChange).not.toHaveBeenCalled();
    await wait(100);
    expect(afterOpenChange).toHaveBeenCalledWith(true);
    expect(wrapperClasses()).toEqual(['rc-drawer-content-wrapper']);

    flushed = [];
    rerender(<Drawer {...props} />);
    expect(flushedSteps('slide')).toEqual([
      'slide-leave slide-leave-start',
      'slide-leave slide-leave-active',
    ]);
    expect(wrapperClasses()).toContain('slide-leave-active');
    expect($('.rc-drawer-mask')).not.toBeNull();
    await wait(400);
    expect(afterOpenChange).toHaveBeenLastCalledWith(false);
    expect(wrapperClasses()).toEqual([
      'rc-drawer-content-wrapper',
      'rc-drawer-content-wrapper-hidden',
    ]);
    expect($('.rc-drawer-mask')).toBeNull();

    rerender(<Drawer {...props} open />);
    expect(wrapperClasses()).toEqual(expect.arrayContaining(['slide-enter', 'slide-enter-active']));
  });

  it('completes at once when the -active classes start no animation', () => {
    mockAnimations(() => []);
    const afterOpenChange = vi.fn();
    const { rerender } = render(<Drawer afterOpenChange={afterOpenChange} />);
    rerender(<Drawer afterOpenChange={afterOpenChange} open />);
    expect(flushedSteps('rc-drawer-slide')).toEqual([
      'rc-drawer-slide-appear rc-drawer-slide-appear-start',
      'rc-drawer-slide-appear rc-drawer-slide-appear-active',
    ]);
    expect(afterOpenChange).toHaveBeenCalledWith(true);
    expect(wrapperClasses()).toEqual(['rc-drawer-content-wrapper']);
  });

  it.each<[string, Parameters<typeof fakeAnimation>[], number]>([
    ['the last of its animations finishes', [[100], [300]], 300],
    ['an animation is cancelled', [[100, { cancel: true }]], 100],
    ['an infinite animation runs besides', [[100], [0, { iterations: Infinity }]], 100],
  ])('completes when %s', async (_, animations, end) => {
    mockAnimations(() => animations.map((args) => fakeAnimation(...args)));
    const afterOpenChange = vi.fn();
    const { rerender } = render(<Drawer afterOpenChange={afterOpenChange} />);
    rerender(<Drawer afterOpenChange={afterOpenChange} open />);
    await wait(end - 10);
    expect(afterOpenChange).not.toHaveBeenCalled();
    await wait(20);
    expect(afterOpenChange).toHaveBeenCalledWith(true);
  });

  it("waits for the wrapper's own animations, not its children's", async () => {
    mockAnimations();
    const afterOpenChange = vi.fn();
    const props = { styles: timed, afterOpenChange, title: 't' };
    const page = (open: boolean) => (
      <Drawer {...props} open={open}>
        <button style={{ transitionDuration: '5s' }}>inner</button>
      </Drawer>
    );
    const { rerender } = render(page(false));
    rerender(page(true));
    await wait(310);
    expect(afterOpenChange).toHaveBeenCalledWith(true);
  });

  it('completes at motionDeadline when the animations take longer', async () => {
    mockAnimations(() => [fakeAnimation(5000)]);
    const afterOpenChange = vi.fn();
    const props = { motion: { motionName: 'slide', motionDeadline: 500 }, afterOpenChange };
    const { rerender } = render(<Drawer {...props} />);
    rerender(<Drawer {...props} open />);
    await wait(490);
    expect(afterOpenChange).not.toHaveBeenCalled();
    await wait(20);
    expect(afterOpenChange).toHaveBeenCalledWith(true);
    await wait(5000);
    expect(afterOpenChange).toHaveBeenCalledTimes(1);
  });

  it('skips a phase turned off, completing at once', () => {
    mockAnimations();
    const afterOpenChange = vi.fn();
    const props = { styles: timed, motion: { motionName: 'slide', motionAppear: false } };
    const { rerender } = render(<Drawer {...props} afterOpenChange={afterOpenChange} />);
    rerender(<Drawer {...props} afterOpenChange={afterOpenChange} open />);
    expect(wrapperClasses()).not.toContain('slide-appear');
    expect(afterOpenChange).toHaveBeenCalledWith(true);
  });

  it('reports the close even when it interrupts the opening transition', async () => {
    mockAnimations();
    const afterOpenChange = vi.fn();
    const { rerender } = render(<Drawer styles={timed} afterOpenChange={afterOpenChange} />);
    rerender(<Drawer styles={timed} afterOpenChange={afterOpenChange} open />);
    rerender(<Drawer styles={timed} afterOpenChange={afterOpenChange} />);
    await wait(500);
    expect(afterOpenChange.mock.calls).toEqual([[false]]);
  });

  it('uses the default slide and fade names without motion props', () => {
    mockAnimations();
    const { rerender } = render(<Drawer styles={timed} />);
    rerender(<Drawer styles={timed} open />);
    expect(wrapperClasses()).toContain('rc-drawer-slide-appear-active');
    expect(classList($('.rc-drawer-mask'))).toContain('rc-drawer-fade-appear-active');
  });

  it('passes the placement to a motion function', () => {
    const motion = vi.fn(() => ({ motionName: 'x' }));
    render(<Drawer open placement="top" motion={motion} />);
    expect(motion).toHaveBeenCalledWith('top');
  });

  it('calls onClose once for repeated mask clicks during the close animation', async () => {
    mockAnimations();
    const onClose = vi.fn();
    function Controlled({ open }: { open: boolean }) {
      return <Drawer open={open} styles={timed} onClose={onClose} />;
    }
    const { rerender } = render(<Controlled open />);
    await wait(500);
    fireEvent.click($('.rc-drawer-mask') as HTMLElement);
    rerender(<Controlled open={false} />);
    fireEvent.click($('.rc-drawer-mask') as HTMLElement);
    fireEvent.click($('.rc-drawer-mask') as HTMLElement);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('opens an initially open drawer on mount, calling afterOpenChange once', () => {
    const afterOpenChange = vi.fn();
    render(<Drawer open afterOpenChange={afterOpenChange} />);
    expect(classList($('.rc-drawer'))).toContain('rc-drawer-open');
    expect(afterOpenChange).toHaveBeenCalledTimes(1);
  });

  it('works in StrictMode', () => {
    const afterOpenChange = vi.fn();
    const { rerender } = render(
      <StrictMode>
        <Drawer open afterOpenChange={afterOpenChange} />
      </StrictMode>,
    );
    expect(document.querySelectorAll('.rc-drawer')).toHaveLength(1);
    expect(afterOpenChange).toHaveBeenCalledTimes(1);
    rerender(
      <StrictMode>
        <Drawer afterOpenChange={afterOpenChange} />
      </StrictMode>,
    );
    expect(afterOpenChange).toHaveBeenLastCalledWith(false);
    expect(document.body.style.overflow).toBe('');
  });
});

describe('the commit that opens', () => {
  /** A parent that reads a ref to the drawer's content in its own effect, as rc-drawer users do. */
  function Parent({ open, getContainer }: Pick<DrawerProps, 'open' | 'getContainer'>) {
    const ref = useRef<HTMLButtonElement>(null);
    useEffect(() => {
      if (open) seen.push(ref.current?.isConnected ? ref.current : null);
    }, [open]);
    return (
      <div className="holder">
        <Drawer open={open} getContainer={getContainer}>
          <button ref={ref}>inside</button>
        </Drawer>
      </div>
    );
  }
  let seen: (HTMLButtonElement | null)[] = [];
  beforeEach(() => {
    seen = [];
  });

  it.each([
    ['the default container', undefined],
    ['an element', () => document.body],
    ['in place', false as const],
  ])('attaches the content before the parent’s effects run (%s)', (_, getContainer) => {
    const { rerender } = render(<Parent getContainer={getContainer} />);
    rerender(<Parent open getContainer={getContainer} />);
    expect(seen).toEqual([$('button')]);
    expect(seen[0]).toBeInstanceOf(HTMLButtonElement);
  });

  it('a drawer mounted open on the client is open in its first commit', () => {
    render(<Parent open />);
    expect(seen).toEqual([$('button')]);
    expect(seen[0]).toBeInstanceOf(HTMLButtonElement);
  });

  it('the content’s layout effects find it in the page', () => {
    const connected: boolean[] = [];
    function Probe() {
      const ref = useRef<HTMLDivElement>(null);
      useLayoutEffect(() => {
        connected.push(!!ref.current?.isConnected);
      }, []);
      return <div ref={ref} />;
    }
    const { rerender } = render(<Drawer />);
    rerender(
      <Drawer open>
        <Probe />
      </Drawer>,
    );
    expect(connected).toEqual([true]);
  });
});

describe('rendering before, after and without opening', () => {
  it('forceRender renders the DOM hidden before the first open', () => {
    render(<Drawer forceRender>secret</Drawer>);
    expect($('.rc-drawer')?.textContent).toBe('secret');
    expect(wrapperClasses()).toContain('rc-drawer-content-wrapper-hidden');
    expect(classList($('.rc-drawer'))).not.toContain('rc-drawer-open');
  });

  it.each(['destroyOnHidden', 'destroyOnClose'] as const)(
    '%s unmounts after the close transition',
    async (prop) => {
      mockAnimations();
      const flag = { [prop]: true };
      const { rerender } = render(<Drawer {...flag} styles={timed} open />);
      await wait(500);
      rerender(<Drawer {...flag} styles={timed} />);
      expect($('.rc-drawer')).not.toBeNull();
      await wait(500);
      expect($('.rc-drawer')).toBeNull();
      rerender(<Drawer {...flag} styles={timed} open />);
      expect($('.rc-drawer')).not.toBeNull();
    },
  );

  it('keeps the content after closing without destroyOnHidden', () => {
    const { rerender } = render(<Drawer open>kept</Drawer>);
    rerender(<Drawer>kept</Drawer>);
    expect($('.rc-drawer')?.textContent).toBe('kept');
  });
});

describe('getContainer', () => {
  it('accepts an element', () => {
    const holder = document.createElement('div');
    render(<Drawer open getContainer={holder} />);
    expect(holder.querySelector('.rc-drawer')).not.toBeNull();
  });

  it('accepts a function', () => {
    const holder = document.createElement('div');
    render(<Drawer open getContainer={() => holder} />);
    expect(holder.querySelector('.rc-drawer')).not.toBeNull();
  });

  it('accepts a selector', () => {
    const holder = document.createElement('section');
    holder.id = 'holder';
    document.body.appendChild(holder);
    render(<Drawer open getContainer="#holder" />);
    expect(holder.querySelector('.rc-drawer')).not.toBeNull();
    holder.remove();
  });

  it('renders in place with false, with the inline class', () => {
    const { container } = render(
      <div className="holder">
        <Drawer getContainer={false} open />
      </div>,
    );
    const root = container.querySelector('.holder > .rc-drawer');
    expect(classList(root)).toContain('rc-drawer-inline');
  });

  it('removes its own container on unmount', () => {
    const { unmount } = render(<Drawer open />);
    const portal = $('.rc-drawer')?.parentElement as HTMLElement;
    expect(portal.parentElement).toBe(document.body);
    unmount();
    expect(portal.isConnected).toBe(false);
  });
});
