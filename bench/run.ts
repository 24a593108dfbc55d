import path from 'node:path';
import { buildScale } from './buildScale.ts';
import { drawerRuntime } from './drawerRuntime.ts';
import { drawerSize } from './drawerSize.ts';
import { formatBudget, formatFigure, mark, type Figure } from './figure.ts';
import { lighthouse } from './lighthouse.ts';
import type { Measurement } from './measurement.ts';
import { pageLoads } from './pageLoads.ts';
import { pageLoadsDev } from './pageLoadsDev.ts';
import { pageLoadsScale } from './pageLoadsScale.ts';
import { formatTable } from './printTable.ts';
import { search } from './search.ts';
import { serving } from './serving.ts';
import { writeResult } from './writeResult.ts';

// Cheapest first, so a quick run tells something before the long builds start.
const MEASUREMENTS: Measurement[] = [
  drawerSize,
  drawerRuntime,
  search,
  serving,
  pageLoads,
  pageLoadsScale,
  pageLoadsDev,
  lighthouse,
  buildScale,
];

const USAGE = `Usage: npm run bench [-- <name>...]   names: ${MEASUREMENTS.map((m) => m.name).join(', ')}`;

function selected(names: string[]): Measurement[] {
  if (names.length === 0) return MEASUREMENTS;
  return names.map((name) => {
    const measurement = MEASUREMENTS.find(
      (candidate) => candidate.name.toLowerCase() === name.toLowerCase(),
    );
    if (!measurement) throw new Error(`unknown measurement "${name}"\n${USAGE}`);
    return measurement;
  });
}

function figureLine(figure: Figure): string {
  const budget = formatBudget(figure);
  return `  ${figure.label}: ${formatFigure(figure)}${budget ? `   budget ${budget}   ${mark(figure)}` : ''}`;
}

async function main(): Promise<number> {
  const measurements = selected(process.argv.slice(2).filter((arg) => arg !== '--'));
  const summary: string[][] = [['measurement', 'figure', 'value', 'budget', 'mark']];
  let errors = 0;
  for (const measurement of measurements) {
    console.log(`\n== ${measurement.name}: ${measurement.description}`);
    const start = performance.now();
    try {
      const result = await measurement.run((line) => console.log(`  · ${line}`));
      const file = writeResult(measurement.name, result, performance.now() - start);
      result.figures.forEach((figure) => console.log(figureLine(figure)));
      result.notes?.forEach((note) => console.log(`  ${note}`));
      console.log(
        `  → ${path.relative(process.cwd(), file)} (${((performance.now() - start) / 1000).toFixed(0)} s)`,
      );
      for (const figure of result.figures) {
        // The table keeps what is held to a budget; the rest is in the lines above and the JSON.
        if (figure.budget)
          summary.push([
            measurement.name,
            figure.label,
            formatFigure(figure),
            formatBudget(figure),
            mark(figure),
          ]);
      }
    } catch (error) {
      errors += 1;
      console.error(
        `  ERROR ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      summary.push([measurement.name, '(failed to run)', '', '', 'ERROR']);
    }
  }
  console.log(`\n${formatTable(summary)}`);
  const count = (status: string): number => summary.filter((row) => row[4] === status).length;
  console.log(`\n${count('PASS')} PASS, ${count('OVER')} OVER, ${errors} ERROR`);
  // OVER is a finding, not a failure of the harness: only errors fail the run.
  return errors > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
