/**
 * Runs `work` on every item, at most `lanes` at a time, each lane taking the next item as it
 * finishes one. Resolves when all are done; `work` handles its own failures.
 */
export async function inLanes<T>(
  items: readonly T[],
  lanes: number,
  work: (item: T, index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(lanes, items.length) }, lane));
}
