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
    positions.set('a', 1500);
    positions.set('b', 0);
    positions.set('a', 1480);
    expect(positions.get('a')).toBe(1480);
    expect(positions.get('c')).toBeUndefined();
    positions.persist();
    const reloaded = createScrollPositions(storage);
    expect(reloaded.get('a')).toBe(1480);
    expect(reloaded.get('b')).toBe(0);
  });

  it('forgets the least recently used entry past its limit', () => {
    const positions = createScrollPositions(memoryStorage());
    for (let index = 0; index <= MAX_REMEMBERED; index += 1) positions.set(`k${index}`, index);
    expect(positions.get('k0')).toBeUndefined();
    expect(positions.get(`k${MAX_REMEMBERED}`)).toBe(MAX_REMEMBERED);
  });

  it('starts empty on garbled or missing storage and survives a storage that throws', () => {
    expect(createScrollPositions(memoryStorage('{not json')).get('a')).toBeUndefined();
    expect(createScrollPositions(memoryStorage('[["a","x"],["b",3]]')).get('b')).toBe(3);
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    const positions = createScrollPositions(throwing);
    positions.set('a', 10);
    expect(() => positions.persist()).not.toThrow();
    expect(createScrollPositions(undefined).get('a')).toBeUndefined();
  });
});
