// `npm test`: type check, lint, unit tests, production build, package checks, browser tests.
// Every step runs even when an earlier one fails, so one run shows everything that is broken;
// the last line is the total in the form CI reads: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { ensureChromium } from './ensureChromium.mjs';

const results = [];

function run(name, command, args, env = {}) {
  console.log(`\n▶ ${name}: ${[command, ...args].join(' ')}`);
  const { status } = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return status === 0;
}

/** A step that is one check: it passes or fails as a whole. */
function check(name, command, args) {
  const ok = run(name, command, args);
  results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
  return ok;
}

/**
 * A step whose report counts its tests and names the failed ones; a crash before any report
 * counts as one failure.
 */
function suite(name, command, args, report, read, env) {
  rmSync(report, { force: true });
  const ok = run(name, command, args, env);
  const counts = existsSync(report) ? read(JSON.parse(readFileSync(report, 'utf8'))) : undefined;
  if (!counts) results.push({ name, passed: 0, failed: 1 });
  else
    results.push({
      name,
      passed: counts.passed,
      failed: counts.failed || (ok ? 0 : 1),
      failures: counts.failures,
    });
}

/** The first line of a failure message, so the summary stays one line per test. */
function firstLine(message = '') {
  return stripVTControlCharacters(message).trim().split('\n')[0];
}

function readVitestReport(report) {
  const failures = report.testResults.flatMap((file) =>
    file.assertionResults.length
      ? file.assertionResults
          .filter((test) => test.status === 'failed')
          .map(
            (test) =>
              `${relative('.', file.name)} > ${test.fullName}: ${firstLine(test.failureMessages[0])}`,
          )
      : file.status === 'failed'
        ? [`${relative('.', file.name)}: ${firstLine(file.message)}`]
        : [],
  );
  return { passed: report.numPassedTests, failed: report.numFailedTests, failures };
}

function playwrightSpecs(suite) {
  return [...(suite.specs ?? []), ...(suite.suites ?? []).flatMap(playwrightSpecs)];
}

function readPlaywrightReport(report) {
  const failures = report.suites.flatMap(playwrightSpecs).flatMap((spec) =>
    spec.tests
      .filter((test) => test.status !== 'expected' && test.status !== 'skipped')
      .map((test) => {
        const error = test.results.find((result) => result.error)?.error?.message;
        return `[${test.projectName}] ${spec.file}:${spec.line} ${spec.title}: ${firstLine(error)}`;
      }),
  );
  return {
    passed: report.stats.expected,
    failed: report.stats.unexpected + report.stats.flaky,
    failures,
  };
}

check('type check', 'npx', ['tsc', '-p', '.']);
check('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
suite(
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
  readVitestReport,
);
const built = check('build', 'npm', ['run', 'build']);
check('drawer package (publint)', 'npx', ['publint', 'packages/drawer']);
check('drawer package (types)', 'npx', ['attw', '--pack', 'packages/drawer']);

if (built) {
  ensureChromium();
  suite(
    'browser tests',
    'npx',
    ['playwright', 'test'],
    'test-results/e2e.json',
    readPlaywrightReport,
  );
} else {
  results.push({ name: 'browser tests (not run: the build failed)', passed: 0, failed: 1 });
}

const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log('\nSummary');
for (const r of results) {
  console.log(`  ${r.failed ? '✗' : '✓'} ${r.name}: ${r.passed} passed, ${r.failed} failed`);
  for (const failure of r.failures ?? []) console.log(`      ✗ ${failure}`);
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
