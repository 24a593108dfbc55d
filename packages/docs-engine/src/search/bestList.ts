/** An item ranked by priority (higher first), then by `order` (lower first: found earlier). */
export interface Ranked {
  priority: number;
  order: number;
}

/**
 * The best `limit` items. Ties go to the lower `order`, so the result is the same whatever order
 * the items are offered in, as if all of them had been stably sorted. `admits` tells a caller
 * whether an item could still get in, so it can skip the work of making it.
 */
export interface BestList<T extends Ranked> {
  readonly items: T[];
  admits(priority: number, order: number): boolean;
  offer(item: T): void;
}

export function createBestList<T extends Ranked>(limit: number): BestList<T> {
  const items: T[] = [];
  const admits = (priority: number, order: number): boolean => {
    const last = items[items.length - 1];
    return (
      items.length < limit ||
      !last ||
      priority > last.priority ||
      (priority === last.priority && order < last.order)
    );
  };
  return {
    items,
    admits,
    offer(item) {
      if (!admits(item.priority, item.order)) return;
      let index = items.length;
      while (index > 0) {
        const before = items[index - 1] as T;
        if (
          before.priority > item.priority ||
          (before.priority === item.priority && before.order < item.order)
        )
          break;
        index -= 1;
      }
      items.splice(index, 0, item);
      if (items.length > limit) items.pop();
    },
  };
}
