import { describe, expect, it } from 'vitest';
import { createScrollPositions, MAX_REMEMBERED, SCROLL_STORAGE_KEY } from './scrollPositions.ts';

function memoryStorage(initial?: string) {
  const items = new Map<string, string>(initial ? [[SCROLL_STORAGE_KEY, initial]] : []);
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('createScrollPositions', () => {
  it('remembers a position per history entry and keeps it across a reload', () => {
    const storage = memoryStorage();
    const positions = createScrollPositions(storage);
    positions.set('a', { top: 1500 });
    positions.set('b', { top: 0 });
    positions.set('a', { top: 1480, heading: { id: 'api', top: 120 } });
    expect(positions.get('a')).toEqual({ top: 1480, heading: { id: 'api', top: 120 } });
    expect(positions.get('c')).toBeUndefined();
    positions.persist();
    const reloaded = createScrollPositions(storage);
    expect(reloaded.get('a')).toEqual({ top: 1480, heading: { id: 'api', top: 120 } });
    expect(reloaded.get('b')).toEqual({ top: 0 });
  });

  it('forgets the least recently used entry past its limit', () => {
    const positions = createScrollPositions(memoryStorage());
    for (let index = 0; index <= MAX_REMEMBERED; index += 1) {
      positions.set(`k${index}`, { top: index });
    }
    expect(positions.get('k0')).toBeUndefined();
    expect(positions.get(`k${MAX_REMEMBERED}`)).toEqual({ top: MAX_REMEMBERED });
  });

  it('starts empty on garbled or missing storage and survives a storage that throws', () => {
    expect(createScrollPositions(memoryStorage('{not json')).get('a')).toBeUndefined();
    const mixed = createScrollPositions(
      memoryStorage(
        '[["a",{"top":"x"}],["b",{"top":3}],["c",{"top":5,"heading":{"id":7}}],["d",3]]',
      ),
    );
    expect(mixed.get('a')).toBeUndefined();
    expect(mixed.get('b')).toEqual({ top: 3 });
    expect(mixed.get('c')).toEqual({ top: 5 });
    expect(mixed.get('d')).toBeUndefined();
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    const positions = createScrollPositions(throwing);
    positions.set('a', { top: 10 });
    expect(() => positions.persist()).not.toThrow();
    expect(createScrollPositions(undefined).get('a')).toBeUndefined();
  });
});
