import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Drawer from './index';
import { $ } from './testing';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

function App() {
  return (
    <main>
      <p>page</p>
      <Drawer open title="Hydrated">
        panel
      </Drawer>
      <Drawer open getContainer={false} rootClassName="inline" title="Inline" />
    </main>
  );
}

describe('hydration', () => {
  it('hydrates server markup without warnings, then opens', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    // React 18's server renderer warns about layout effects whenever `document` exists, as it does here.
    const serverWarnings = vi.spyOn(console, 'error').mockImplementation(() => {});
    container.innerHTML = renderToString(<App />);
    serverWarnings.mockRestore();
    expect(container.innerHTML).toBe('<main><p>page</p></main>');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const root = await act(async () => hydrateRoot(container, <App />));
    expect(error).not.toHaveBeenCalled();
    expect($('.rc-drawer-open:not(.rc-drawer-inline) [role="dialog"]')?.textContent).toContain(
      'panel',
    );
    expect(container.querySelector('main > .inline')).not.toBeNull();
    act(() => root.unmount());
  });
});
