import { describe, expect, it } from 'vitest';
import { formatBudget, formatFigure, formatValue, mark, type Figure } from './figure.ts';

const figure = (
  value: number,
  budget?: Figure['budget'],
  unit: Figure['unit'] = 'bytes',
): Figure => ({
  label: 'x',
  unit,
  value,
  ...(budget ? { budget } : {}),
});

describe('budget marks', () => {
  it('passes at the limit of an "at most" budget and fails above it', () => {
    expect(mark(figure(100_000, { op: '<=', limit: 100_000 }))).toBe('PASS');
    expect(mark(figure(100_001, { op: '<=', limit: 100_000 }))).toBe('OVER');
  });

  it('fails at the limit of an "under" budget', () => {
    expect(mark(figure(16, { op: '<', limit: 16 }, 'ms'))).toBe('OVER');
    expect(mark(figure(15.9, { op: '<', limit: 16 }, 'ms'))).toBe('PASS');
  });

  it('needs at least the limit of an "at least" budget', () => {
    expect(mark(figure(100, { op: '>=', limit: 100 }, 'score'))).toBe('PASS');
    expect(mark(figure(99, { op: '>=', limit: 100 }, 'score'))).toBe('OVER');
  });

  it('never passes a figure that could not be measured', () => {
    expect(mark(figure(Number.NaN, { op: '<=', limit: 1 }))).toBe('OVER');
    expect(mark(figure(Number.NaN, { op: '>=', limit: 1 }))).toBe('OVER');
  });

  it('leaves figures without a budget unmarked', () => {
    expect(mark(figure(5))).toBe('');
  });
});

describe('formatting', () => {
  it('prints bytes in decimal units', () => {
    expect(formatValue(5_000, 'bytes')).toBe('5.00 kB');
    expect(formatValue(1_550_000_000, 'bytes')).toBe('1.55 GB');
  });

  it('prints long durations in seconds and yes/no for flags', () => {
    expect(formatValue(285_200, 'ms')).toBe('285.2 s');
    expect(formatValue(1, 'flag')).toBe('yes');
  });

  it('shows the spread of repeated runs and the budget with its operator', () => {
    const cls: Figure = {
      label: 'CLS',
      unit: 'cls',
      value: 0.01,
      min: 0,
      max: 0.1,
      budget: { op: '<=', limit: 0 },
    };
    expect(formatFigure(cls)).toBe('0.010 (0.000 – 0.100)');
    expect(formatBudget(cls)).toBe('≤ 0.000');
  });
});
