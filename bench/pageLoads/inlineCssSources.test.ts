import { describe, expect, it } from 'vitest';
import { inlineCssBySource, topLevelRules, UNATTRIBUTED } from './inlineCssSources.ts';

const sources = [
  {
    name: 'theme/Header.css',
    css: '.de-header {\n  height: 64px;\n}\n.de-header .de-logo { gap: 8px }',
  },
  {
    name: 'theme/base.css',
    css: ':root {\n  --c-text: #222;\n}\nbody { margin: 0 }\n@keyframes de-spin { to { rotate: 1turn } }',
  },
  {
    name: 'theme/Toc.css',
    css: '.de-toc { width: 1.5rem }\n@media (width < 960px) { .de-toc { display: none } }',
  },
];

describe('topLevelRules', () => {
  it('keeps an at-rule block whole and splits plain rules', () => {
    expect(topLevelRules('a{b:c}@media (x){.d{e:f}.g{h:i}}.j{k:.5s}')).toEqual([
      'a{b:c}',
      '@media (x){.d{e:f}.g{h:i}}',
      '.j{k:.5s}',
    ]);
  });
});

describe('inlineCssBySource', () => {
  it('traces each minified rule back to the stylesheet that defines its selector', () => {
    const header = '.de-header{height:64px}.de-header .de-logo{gap:8px}';
    const base = ':root{--c-text:#222}body{margin:0}@keyframes de-spin{to{rotate:1turn}}';
    const toc = '@media (width<960px){.de-toc{display:none}}';
    const stray = '.elsewhere{color:red}';
    const bytes = inlineCssBySource([header + base, toc + stray], sources);
    expect(Object.fromEntries(bytes)).toEqual({
      'theme/Header.css': header.length,
      'theme/base.css': base.length,
      'theme/Toc.css': toc.length,
      [UNATTRIBUTED]: stray.length,
    });
  });
});
