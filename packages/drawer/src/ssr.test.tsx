// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import Drawer from './index';

describe('server rendering', () => {
  it('renders nothing, and warns once (rc-drawer’s text) when rendered open', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(renderToString(<Drawer />)).toBe('');
    expect(error).not.toHaveBeenCalled();
    expect(
      renderToString(
        <Drawer open forceRender title="t">
          content
        </Drawer>,
      ),
    ).toBe('');
    renderToString(<Drawer open />);
    expect(error.mock.calls).toEqual([
      [
        "Warning: Drawer with 'open' in SSR is not work since no place to createPortal. Please move to 'useEffect' instead.",
      ],
    ]);
  });

  it('renders the surrounding markup of an inline drawer untouched', () => {
    expect(
      renderToString(
        <main>
          <Drawer open getContainer={false} />
        </main>,
      ),
    ).toBe('<main></main>');
  });
});
