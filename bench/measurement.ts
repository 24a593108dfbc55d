import type { Figure } from './figure.ts';

/** What one measurement hands back: figures to print and mark, and raw data for the JSON file. */
export interface MeasurementResult {
  figures: Figure[];
  /** Per-run numbers and anything else worth keeping; written to bench/results/<name>.json. */
  details: unknown;
  /** Extra lines printed after the figures (e.g. Lighthouse's failing audits). */
  notes?: string[];
}

export interface Measurement {
  name: string;
  description: string;
  run(log: (line: string) => void): Promise<MeasurementResult>;
}
