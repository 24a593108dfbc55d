// Reads the JSON reports of Vitest and Playwright into one count for `npm test`'s summary.
// Only a test that ran and passed counts as passed: a test that failed, was skipped (on purpose
// or because a hook before it failed), was interrupted or never started counts as failed, and is
// named with the reason, so the summary adds up to every test the suite holds.
import { relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

export interface SuiteCount {
  passed: number;
  failed: number;
  /** One line per failed test: where it is, its name and why it failed or did not run. */
  failures: string[];
}

/** The parts of Vitest's JSON report (`--reporter=json`) read here. */
export interface VitestReport {
  numTotalTests: number;
  testResults: {
    name: string;
    status: string;
    message?: string;
    assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
  }[];
}

/** The parts of Playwright's JSON report read here. */
export interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  errors: { message?: string }[];
  suites: PlaywrightSuite[];
}

export interface PlaywrightSuite {
  title: string;
  specs?: PlaywrightSpec[];
  suites?: PlaywrightSuite[];
}

export interface PlaywrightSpec {
  title: string;
  file: string;
  line: number;
  tests: PlaywrightTest[];
}

export interface PlaywrightTest {
  projectName: string;
  /** 'expected', 'unexpected', 'flaky' or 'skipped' (which includes "did not run"). */
  status: string;
  annotations: { type: string; description?: string }[];
  results: { status: string; error?: { message?: string } }[];
}

/** The first line of a message, so the summary stays one line per test. */
export function firstLine(message = ''): string {
  return stripVTControlCharacters(message).trim().split('\n')[0] ?? '';
}

export function readVitestReport(report: VitestReport, cwd = process.cwd()): SuiteCount {
  const count: SuiteCount = { passed: 0, failed: 0, failures: [] };
  let tests = 0;
  for (const file of report.testResults) {
    const name = relative(cwd, file.name);
    // A file can fail outside its tests: before any ran (an import or syntax error, and then it
    // has no results) or in a hook after them.
    const testFailed = file.assertionResults.some((test) => test.status === 'failed');
    if (file.status === 'failed' && !testFailed) {
      count.failed += 1;
      count.failures.push(`${name}: ${firstLine(file.message) || 'failed outside its tests'}`);
    }
    for (const test of file.assertionResults) {
      tests += 1;
      if (test.status === 'passed') {
        count.passed += 1;
        continue;
      }
      count.failed += 1;
      const reason =
        test.status === 'failed'
          ? firstLine(test.failureMessages[0])
          : `did not run (${test.status})`;
      count.failures.push(`${name} > ${test.fullName}: ${reason}`);
    }
  }
  if (tests !== report.numTotalTests) {
    count.failed += 1;
    count.failures.push(
      `the report counts ${report.numTotalTests} tests but lists ${tests}: some are not accounted for`,
    );
  }
  return count;
}

/** Why a test Playwright marks 'skipped' did not run. */
function skipReason(test: PlaywrightTest): string {
  const skip = test.annotations.find((note) => note.type === 'skip' || note.type === 'fixme');
  if (skip)
    return `skipped with test.${skip.type}()${skip.description ? `: ${skip.description}` : ''}`;
  if (test.results.some((result) => result.status === 'interrupted')) return 'interrupted';
  if (test.results.length === 0) return 'did not run (the run stopped before it)';
  return 'did not run (a hook or an earlier test of its serial group failed)';
}

function failureReason(test: PlaywrightTest): string {
  if (test.status === 'skipped') return skipReason(test);
  const failed = test.results.find((result) => result.error);
  const reason = firstLine(failed?.error?.message);
  return test.status === 'flaky' ? `flaky, passed on retry after: ${reason}` : reason;
}

/** The specs of a suite, each with its title behind those of the describe blocks around it. */
function specsOf(
  suite: PlaywrightSuite,
  titles: string[],
): { spec: PlaywrightSpec; title: string }[] {
  return [
    ...(suite.specs ?? []).map((spec) => ({ spec, title: [...titles, spec.title].join(' › ') })),
    ...(suite.suites ?? []).flatMap((child) => specsOf(child, [...titles, child.title])),
  ];
}

export function readPlaywrightReport(report: PlaywrightReport): SuiteCount {
  const count: SuiteCount = { passed: 0, failed: 0, failures: [] };
  // Errors outside any test: a file that does not load, a web server that does not start.
  for (const error of report.errors) {
    count.failed += 1;
    count.failures.push(`error outside the tests: ${firstLine(error.message)}`);
  }
  let tests = 0;
  // The top-level suites are the files; their specs' `file` names them.
  for (const file of report.suites) {
    for (const { spec, title } of specsOf(file, [])) {
      for (const test of spec.tests) {
        tests += 1;
        if (test.status === 'expected') {
          count.passed += 1;
          continue;
        }
        count.failed += 1;
        count.failures.push(
          `${test.projectName ? `[${test.projectName}] ` : ''}${spec.file}:${spec.line} ${title}: ${failureReason(test)}`,
        );
      }
    }
  }
  const { expected, unexpected, flaky, skipped } = report.stats;
  if (tests !== expected + unexpected + flaky + skipped) {
    count.failed += 1;
    count.failures.push(
      `the report's stats count ${expected + unexpected + flaky + skipped} tests but it lists ${tests}: some are not accounted for`,
    );
  }
  return count;
}
