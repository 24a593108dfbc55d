/**
 * Edits that turn `a` into `b`, each inserting, deleting or replacing one character or swapping
 * two neighbours (the commonest typo).
 */
function editDistance(a: string, b: string): number {
  const rows = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  const at = (i: number, j: number) => rows[i]?.[j] ?? 0;
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    rows.push(row);
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let distance = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        distance = Math.min(distance, at(i - 2, j - 2) + 1);
      }
      row.push(distance);
    }
  }
  return at(a.length, b.length);
}

/**
 * The name in `names` that `typo` most likely meant: the fewest edits away, and no more than a
 * third of its length (at least 1), so an unrelated name is never suggested.
 */
export function closestName(typo: string, names: readonly string[]): string | undefined {
  const limit = Math.max(1, Math.floor(typo.length / 3));
  let best: { name: string; distance: number } | undefined;
  for (const name of names) {
    const distance = editDistance(typo.toLowerCase(), name.toLowerCase());
    if (distance <= limit && (!best || distance < best.distance)) best = { name, distance };
  }
  return best?.name;
}
