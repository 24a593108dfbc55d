/** The spread of repeated runs: noisy machines make a single number meaningless. */
export interface Spread {
  median: number;
  min: number;
  max: number;
}

export function median(values: readonly number[]): number {
  return percentile(values, 0.5);
}

/**
 * The value below which `fraction` of the values lie, interpolated between the two nearest ranks
 * so that the median of an even count is the mean of the middle two.
 */
export function percentile(values: readonly number[], fraction: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (sorted.length - 1) * fraction;
  const below = sorted[Math.floor(rank)] as number;
  const above = sorted[Math.ceil(rank)] as number;
  return below + (above - below) * (rank - Math.floor(rank));
}

/** Runs that could not measure a value (NaN) are left out; with none left, every field is NaN. */
export function spread(values: readonly number[]): Spread {
  const measured = values.filter((value) => !Number.isNaN(value));
  if (measured.length === 0) return { median: Number.NaN, min: Number.NaN, max: Number.NaN };
  return { median: median(measured), min: Math.min(...measured), max: Math.max(...measured) };
}
