/** One printed number of a measurement, with the budget it is held to, if any. */
export interface Figure {
  label: string;
  unit: Unit;
  /** The median when the figure was measured more than once. */
  value: number;
  min?: number;
  max?: number;
  budget?: Budget;
}

export type Unit = 'ms' | 'bytes' | 'count' | 'score' | 'ratio' | 'cls' | 'flag';

/** `value <op> limit` must hold for the figure to PASS. */
export interface Budget {
  op: '<=' | '<' | '>=';
  limit: number;
}

export type Mark = 'PASS' | 'OVER' | '';

export function mark(figure: Figure): Mark {
  const { budget, value } = figure;
  if (!budget) return '';
  // A figure that could not be measured (NaN) never passes.
  const holds =
    budget.op === '<='
      ? value <= budget.limit
      : budget.op === '<'
        ? value < budget.limit
        : value >= budget.limit;
  return holds ? 'PASS' : 'OVER';
}

export function formatValue(value: number, unit: Unit): string {
  if (Number.isNaN(value)) return 'n/a';
  switch (unit) {
    case 'ms':
      return value >= 10_000
        ? `${(value / 1000).toFixed(1)} s`
        : `${value.toFixed(value < 100 ? 2 : 0)} ms`;
    case 'bytes':
      // Decimal units, as size-limit and bundlers print them: 100 kB is 100,000 bytes.
      if (value >= 1e9) return `${(value / 1e9).toFixed(2)} GB`;
      if (value >= 1e6) return `${(value / 1e6).toFixed(1)} MB`;
      return `${(value / 1e3).toFixed(2)} kB`;
    case 'count':
    case 'score':
      return String(Math.round(value));
    case 'ratio':
      return value.toFixed(2);
    case 'cls':
      return value.toFixed(3);
    case 'flag':
      return value ? 'yes' : 'no';
  }
}

export function formatBudget(figure: Figure): string {
  const { budget, unit } = figure;
  if (!budget) return '';
  if (unit === 'flag') return budget.limit ? 'must be yes' : 'must be no';
  const op = budget.op === '<=' ? '≤' : budget.op === '>=' ? '≥' : '<';
  return `${op} ${formatValue(budget.limit, unit)}`;
}

export function formatFigure(figure: Figure): string {
  const value = formatValue(figure.value, figure.unit);
  const range =
    figure.min !== undefined && figure.max !== undefined && figure.min !== figure.max
      ? ` (${formatValue(figure.min, figure.unit)} – ${formatValue(figure.max, figure.unit)})`
      : '';
  return `${value}${range}`;
}
