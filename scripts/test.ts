// `npm test`: type check, lint, unit tests, production build, package checks, browser tests.
// Every step runs even when an earlier one fails, so one run shows everything that is broken;
// the last line is the total in the form CI reads: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { ensureChromium } from './ensureChromium.ts';
import {
  readPlaywrightReport,
  readVitestReport,
  type PlaywrightReport,
  type SuiteCount,
  type VitestReport,
} from './testReports.ts';

interface StepResult extends SuiteCount {
  name: string;
}

const results: StepResult[] = [];

/** Runs a command with its output shown; the exit status, or null when it was killed. */
function run(name: string, command: string, args: string[]): number | null {
  console.log(`\n▶ ${name}: ${[command, ...args].join(' ')}`);
  return spawnSync(command, args, { stdio: 'inherit' }).status;
}

/** A step that is one check: it passes or fails as a whole. */
function check(name: string, command: string, args: string[]): boolean {
  const ok = run(name, command, args) === 0;
  results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, failures: [] });
  return ok;
}

/**
 * A step whose report counts its tests and names the failed ones. A run that wrote no report,
 * or failed while its report lists no failure, counts as one failure more.
 */
function suite<Report>(
  name: string,
  command: string,
  args: string[],
  reportFile: string,
  read: (report: Report) => SuiteCount,
): void {
  rmSync(reportFile, { force: true });
  const status = run(name, command, args);
  if (!existsSync(reportFile)) {
    results.push({
      name,
      passed: 0,
      failed: 1,
      failures: [`${command} ${args.join(' ')} wrote no report (exit status ${status})`],
    });
    return;
  }
  const count = read(JSON.parse(readFileSync(reportFile, 'utf8')) as Report);
  if (status !== 0 && count.failed === 0) {
    count.failed = 1;
    count.failures.push(`exit status ${status}, although the report lists no failure`);
  }
  results.push({ name, ...count });
}

check('type check', 'npx', ['tsc', '-p', '.']);
check('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
suite<VitestReport>(
  'unit tests',
  'npx',
  [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    '--outputFile.json=test-results/unit.json',
  ],
  'test-results/unit.json',
  (report) => readVitestReport(report),
);
const built = check('build', 'npm', ['run', 'build']);
check('drawer package (publint)', 'npx', ['publint', 'packages/drawer']);
check('drawer package (types)', 'npx', ['attw', '--pack', 'packages/drawer']);

if (built) {
  ensureChromium();
  suite<PlaywrightReport>(
    'browser tests',
    'npx',
    ['playwright', 'test'],
    'test-results/e2e.json',
    readPlaywrightReport,
  );
} else {
  results.push({
    name: 'browser tests',
    passed: 0,
    failed: 1,
    failures: ['not run: the build failed'],
  });
}

const passed = results.reduce((sum, result) => sum + result.passed, 0);
const failed = results.reduce((sum, result) => sum + result.failed, 0);
console.log('\nSummary');
for (const result of results) {
  const mark = result.failed ? '✗' : '✓';
  console.log(`  ${mark} ${result.name}: ${result.passed} passed, ${result.failed} failed`);
  for (const failure of result.failures) console.log(`      ✗ ${failure}`);
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
