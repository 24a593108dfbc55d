// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import SourceCode from './index.tsx';
import { copyableCode } from './stripShellPrompts.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function mockClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
}

describe('copyableCode', () => {
  it('drops shell prompts', () => {
    expect(copyableCode('bash', '$ npm install\n> next line\necho $HOME')).toBe(
      'npm install\nnext line\necho $HOME',
    );
    expect(copyableCode('sh', '  $ ls')).toBe('ls');
  });

  it('leaves other languages alone', () => {
    expect(copyableCode('ts', '$ = 1;\n> a')).toBe('$ = 1;\n> a');
  });
});

describe('SourceCode', () => {
  it('shows the highlighted HTML and the language', () => {
    render(
      <SourceCode
        lang="ts"
        code="const a = 1;"
        html='<pre class="shiki"><code>const a = 1;</code></pre>'
      />,
    );
    expect(screen.getByText('ts')).toBeTruthy();
    expect(screen.getByText('const a = 1;').closest('pre')?.className).toBe('shiki');
  });

  it('copies the code without prompts and says Copied for 2 s', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(() => Promise.resolve());
    mockClipboard(writeText);
    render(<SourceCode lang="bash" code="$ npm i" html="<pre>$ npm i</pre>" />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy code' })));
    expect(writeText).toHaveBeenCalledWith('npm i');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeTruthy();
  });

  it('heads the block with its title, as a figure named by it', () => {
    render(
      <SourceCode lang="ts" code="a();" html="<pre><code>a();</code></pre>" title="src/a.ts" />,
    );
    const figure = screen.getByRole('figure', { name: 'src/a.ts' });
    expect(figure.querySelector('figcaption')?.textContent).toBe('src/a.ts');
    expect(figure.textContent).toContain('a();');
  });

  it('copies only the code of a titled block', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    mockClipboard(writeText);
    render(<SourceCode lang="ts" code="a();" html="<pre>a();</pre>" title="a.ts" />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy code' })));
    expect(writeText).toHaveBeenCalledWith('a();');
  });

  it('is no figure without a title', () => {
    render(<SourceCode lang="ts" code="a();" html="<pre>a();</pre>" />);
    expect(screen.queryByRole('figure')).toBeNull();
  });

  it('offers the code in a prompt when the clipboard is refused', async () => {
    mockClipboard(() => Promise.reject(new Error('denied')));
    const prompt = vi.spyOn(window, 'prompt').mockReturnValue(null);
    render(<SourceCode lang="js" code="a()" html="<pre>a()</pre>" />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy code' })));
    expect(prompt).toHaveBeenCalledWith('Copy to clipboard: Ctrl+C (Cmd+C on Mac), Enter', 'a()');
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeTruthy();
  });
});
