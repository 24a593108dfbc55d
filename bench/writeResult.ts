import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { MeasurementResult } from './measurement.ts';
import { RESULTS_DIR } from './paths.ts';

/** Writes bench/results/<name>.json with what was measured and where: figures mean little without the machine. */
export function writeResult(name: string, result: MeasurementResult, durationMs: number): string {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `${name}.json`);
  const machine = {
    node: process.version,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    memory: os.totalmem(),
    loadAverage: os.loadavg(),
  };
  const json = { name, date: new Date().toISOString(), durationMs, machine, ...result };
  writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
  return file;
}
