/** Where sessionStorage keeps the positions, so they survive a reload of the tab. */
export const SCROLL_STORAGE_KEY = 'docs-engine:scroll-positions';
/** The most entries remembered: a long session must not grow the storage without end. */
export const MAX_REMEMBERED = 200;

/**
 * Where a reader was on a page: `top` is the scroll position; `heading`, the heading nearest the
 * top of the window and how far below that top it was. Blocks far from the window are skipped at
 * an estimated height, so the same `top` can show other content once they are laid out; the
 * heading is found again wherever they put it.
 */
export interface ScrollPosition {
  top: number;
  heading?: { id: string; top: number };
}

export interface ScrollPositions {
  get(key: string): ScrollPosition | undefined;
  set(key: string, position: ScrollPosition): void;
  /** Writes the positions to the storage (on leaving the page: writing on every scroll is waste). */
  persist(): void;
}

type Store = Pick<Storage, 'getItem' | 'setItem'>;

function isHeading(value: unknown): value is ScrollPosition['heading'] {
  if (typeof value !== 'object' || value === null) return false;
  const { id, top } = value as Record<string, unknown>;
  return typeof id === 'string' && Number.isFinite(top);
}

/** A stored position, or undefined for anything else (a garbled entry). */
function asPosition(value: unknown): ScrollPosition | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { top, heading } = value as Record<string, unknown>;
  if (typeof top !== 'number' || !Number.isFinite(top)) return undefined;
  return isHeading(heading) ? { top, heading } : { top };
}

function read(storage: Store | undefined): Map<string, ScrollPosition> {
  try {
    const saved: unknown = JSON.parse(storage?.getItem(SCROLL_STORAGE_KEY) ?? '[]');
    if (!Array.isArray(saved)) return new Map();
    const positions = new Map<string, ScrollPosition>();
    for (const item of saved) {
      if (!Array.isArray(item) || typeof item[0] !== 'string') continue;
      const position = asPosition(item[1]);
      if (position) positions.set(item[0], position);
    }
    return positions;
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
    set(key, position) {
      positions.delete(key);
      positions.set(key, position);
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
