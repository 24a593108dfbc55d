import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import { groupStylesheets, staticScripts, staticStyles } from './staticScripts.ts';

const chunk = (file: string, imports: string[] = [], dynamicImports: string[] = []) => ({
  file,
  imports,
  dynamicImports,
});

const manifest: Manifest = {
  'entry.tsx': chunk('assets/entry.js', ['_engine.js'], ['app.tsx']),
  'app.tsx': chunk('assets/app.js', ['_engine.js', '_framework.js']),
  '_engine.js': chunk('assets/engine.js'),
  '_framework.js': chunk('assets/framework.js', ['_engine.js']),
  'virtual:page/demo': chunk('assets/page.js', ['_engine.js', '_demo.js']),
  '_demo.js': chunk('assets/demo.js', ['_framework.js'], ['_sketch.js']),
  '_sketch.js': chunk('assets/sketch.js'),
};

describe('staticScripts', () => {
  it('lists each entry with everything it imports statically, once each', () => {
    expect(staticScripts(manifest, ['entry.tsx', 'virtual:page/demo'])).toEqual([
      'assets/entry.js',
      'assets/engine.js',
      'assets/page.js',
      'assets/demo.js',
      'assets/framework.js',
    ]);
  });

  it('leaves out what loads on demand', () => {
    expect(staticScripts(manifest, ['entry.tsx'])).not.toContain('assets/app.js');
    expect(staticScripts(manifest, ['virtual:page/demo'])).not.toContain('assets/sketch.js');
  });

  it('skips keys the manifest does not have', () => {
    expect(staticScripts(manifest, ['virtual:locale/en-US', 'app.tsx'])).toEqual([
      'assets/app.js',
      'assets/engine.js',
      'assets/framework.js',
    ]);
  });
});

describe('staticStyles', () => {
  const styled: Manifest = {
    'virtual:page/demo': {
      ...chunk('assets/page.js', ['_demo.js'], ['_sketch.js']),
      css: ['a.css'],
    },
    '_demo.js': { ...chunk('assets/demo.js', ['_engine.js']), css: ['demo.css', 'a.css'] },
    '_engine.js': { ...chunk('assets/engine.js'), css: ['engine.css'] },
    '_sketch.js': { ...chunk('assets/sketch.js'), css: ['sketch.css'] },
  };

  it('lists the stylesheets of a chunk and of what it imports statically, once each', () => {
    expect(staticStyles(styled, 'virtual:page/demo')).toEqual(['a.css', 'demo.css', 'engine.css']);
  });
});

describe('groupStylesheets', () => {
  it('finds the stylesheet a group of stylesheets became, by its file name', () => {
    const withGroup: Manifest = {
      ...manifest,
      '_stateSlots-B1c2.css': { file: 'assets/stateSlots-B1c2.css', src: '_stateSlots-B1c2.css' },
      '_engine.css': { file: 'assets/engine-stateSlots.css' },
    };
    expect(groupStylesheets(withGroup, 'stateSlots')).toEqual(['assets/stateSlots-B1c2.css']);
    expect(groupStylesheets(manifest, 'stateSlots')).toEqual([]);
  });
});
