/** Where sessionStorage keeps the positions, so they survive a reload of the tab. */
export const SCROLL_STORAGE_KEY = 'docs-engine:scroll-positions';
/** The most entries remembered: a long session must not grow the storage without end. */
export const MAX_REMEMBERED = 200;

export interface ScrollPositions {
  get(key: string): number | undefined;
  set(key: string, top: number): void;
  /** Writes the positions to the storage (on leaving the page: writing on every scroll is waste). */
  persist(): void;
}

type Store = Pick<Storage, 'getItem' | 'setItem'>;

function read(storage: Store | undefined): Map<string, number> {
  try {
    const saved: unknown = JSON.parse(storage?.getItem(SCROLL_STORAGE_KEY) ?? '[]');
    if (!Array.isArray(saved)) return new Map();
    return new Map(
      saved.filter(
        (item): item is [string, number] =>
          Array.isArray(item) && typeof item[0] === 'string' && Number.isFinite(item[1]),
      ),
    );
  } catch {
    // Storage off (privacy settings) or garbled: start with nothing remembered.
    return new Map();
  }
}

/** The scroll position of each history entry, by its key; the most recently used kept. */
export function createScrollPositions(storage: Store | undefined): ScrollPositions {
  const positions = read(storage);
  return {
    get: (key) => positions.get(key),
    set(key, top) {
      positions.delete(key);
      positions.set(key, top);
      if (positions.size > MAX_REMEMBERED) {
        const [oldest] = positions.keys();
        if (oldest !== undefined) positions.delete(oldest);
      }
    },
    persist() {
      try {
        storage?.setItem(SCROLL_STORAGE_KEY, JSON.stringify([...positions]));
      } catch {
        // A full or disabled storage only costs the positions after a reload.
      }
    },
  };
}
