// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { styleModule } from './devRuntimeStyle.ts';

/** Runs a style module's code (its imports left out) on the test's document. */
function run(code: string): void {
  new Function(code.replace(/^import .*$/gm, ''))();
}

describe('styleModule', () => {
  it('adds the sheet to the page, named for the file it came from', () => {
    run(styleModule('.box { color: red; }\n', 'theme/Box.css'));
    const style = document.head.querySelector('style[data-docs-engine-style="theme/Box.css"]');
    expect(style?.textContent).toBe('.box { color: red; }\n');
  });

  it('imports the sheets it imports first, so that they come before its own rules', () => {
    const code = styleModule("@import './tokens.css';\n@import './base.css';\nbody {}\n", 'x.css');
    const lines = code.split('\n');
    expect(lines.slice(0, 2)).toEqual(['import "./tokens.css";', 'import "./base.css";']);
    run(code);
    expect(document.head.lastElementChild?.textContent).toBe('body {}\n');
  });

  it('refuses an import it cannot carry over, naming the sheet', () => {
    expect(() => styleModule("@import url('https://example.com/a.css');\n", 'theme/a.css')).toThrow(
      "theme/a.css: only `@import './file.css';` can be bundled in dev",
    );
  });
});
