import { describe, expect, it } from 'vitest';
import {
  readPlaywrightReport,
  readVitestReport,
  type PlaywrightReport,
  type PlaywrightTest,
  type VitestReport,
} from './testReports.ts';

// Shaped like the reports Vitest 4 and Playwright 1.65 write for these cases (see the reporters'
// JSON output); only the fields read are kept.

describe('readVitestReport', () => {
  const report: VitestReport = {
    numTotalTests: 4,
    testResults: [
      {
        name: '/repo/src/a.test.ts',
        status: 'failed',
        message: '',
        assertionResults: [
          { fullName: 'group passes', status: 'passed', failureMessages: [] },
          {
            fullName: 'group fails',
            status: 'failed',
            failureMessages: ['AssertionError: expected 1 to be 2\n    at a.test.ts:4'],
          },
          { fullName: 'group skipped', status: 'skipped', failureMessages: [] },
          { fullName: 'group todo', status: 'todo', failureMessages: [] },
        ],
      },
      {
        name: '/repo/src/broken.test.ts',
        status: 'failed',
        message: "Cannot find module './nope.ts'",
        assertionResults: [],
      },
    ],
  };

  it('counts only the tests that passed as passed, and names every other one', () => {
    expect(readVitestReport(report, '/repo')).toEqual({
      passed: 1,
      failed: 4,
      failures: [
        'src/a.test.ts > group fails: AssertionError: expected 1 to be 2',
        'src/a.test.ts > group skipped: did not run (skipped)',
        'src/a.test.ts > group todo: did not run (todo)',
        "src/broken.test.ts: Cannot find module './nope.ts'",
      ],
    });
  });

  it('counts a file that failed after its tests passed, in a hook', () => {
    const count = readVitestReport(
      {
        numTotalTests: 1,
        testResults: [
          {
            name: '/repo/src/hook.test.ts',
            status: 'failed',
            message: 'Error: afterAll broke',
            assertionResults: [{ fullName: 'works', status: 'passed', failureMessages: [] }],
          },
        ],
      },
      '/repo',
    );
    expect(count).toEqual({
      passed: 1,
      failed: 1,
      failures: ['src/hook.test.ts: Error: afterAll broke'],
    });
  });

  it('fails when the report lists fewer tests than it counts', () => {
    const count = readVitestReport({ ...report, numTotalTests: 5 }, '/repo');
    expect(count.failed).toBe(5);
    expect(count.failures.at(-1)).toMatch(/counts 5 tests but lists 4/);
  });
});

describe('readPlaywrightReport', () => {
  const test = (
    status: string,
    results: PlaywrightTest['results'],
    annotations: PlaywrightTest['annotations'] = [],
  ): PlaywrightTest => ({ projectName: 'site', status, annotations, results });

  const report: PlaywrightReport = {
    stats: { expected: 1, unexpected: 2, flaky: 0, skipped: 4 },
    errors: [],
    suites: [
      {
        title: 'a.spec.ts',
        specs: [
          {
            title: 'passes',
            file: 'a.spec.ts',
            line: 8,
            tests: [test('expected', [{ status: 'passed' }])],
          },
          {
            title: 'fails',
            file: 'a.spec.ts',
            line: 9,
            tests: [
              test('unexpected', [
                {
                  status: 'failed',
                  error: { message: '\u001b[31mexpect(1).toBe(2)\u001b[39m\nmore' },
                },
              ]),
            ],
          },
          {
            title: 'skipped on purpose',
            file: 'a.spec.ts',
            line: 10,
            tests: [
              test('skipped', [{ status: 'skipped' }], [{ type: 'skip', description: 'not here' }]),
            ],
          },
          {
            title: 'stopped by Ctrl+C',
            file: 'a.spec.ts',
            line: 11,
            tests: [test('skipped', [{ status: 'interrupted' }])],
          },
          { title: 'never started', file: 'a.spec.ts', line: 12, tests: [test('skipped', [])] },
        ],
        suites: [
          {
            title: 'serial group',
            specs: [
              {
                title: 'first in group',
                file: 'a.spec.ts',
                line: 5,
                tests: [
                  test('unexpected', [
                    { status: 'failed', error: { message: 'Error: hook broke' } },
                  ]),
                ],
              },
              {
                title: 'second in group',
                file: 'a.spec.ts',
                line: 6,
                tests: [test('skipped', [{ status: 'skipped' }])],
              },
            ],
          },
        ],
      },
    ],
  };

  it('counts every test that did not pass, ran or not, as failed and says why', () => {
    expect(readPlaywrightReport(report)).toEqual({
      passed: 1,
      failed: 6,
      failures: [
        '[site] a.spec.ts:9 fails: expect(1).toBe(2)',
        '[site] a.spec.ts:10 skipped on purpose: skipped with test.skip(): not here',
        '[site] a.spec.ts:11 stopped by Ctrl+C: interrupted',
        '[site] a.spec.ts:12 never started: did not run (the run stopped before it)',
        '[site] a.spec.ts:5 serial group › first in group: Error: hook broke',
        '[site] a.spec.ts:6 serial group › second in group: did not run (a hook or an earlier test of its serial group failed)',
      ],
    });
  });

  it('counts an error outside the tests, such as a web server that did not start', () => {
    const count = readPlaywrightReport({
      stats: { expected: 0, unexpected: 0, flaky: 0, skipped: 0 },
      errors: [{ message: 'Error: Timed out waiting 60000ms from config.webServer.' }],
      suites: [],
    });
    expect(count).toEqual({
      passed: 0,
      failed: 1,
      failures: [
        'error outside the tests: Error: Timed out waiting 60000ms from config.webServer.',
      ],
    });
  });

  it('fails when the tests listed do not add up to the stats', () => {
    const count = readPlaywrightReport({
      ...report,
      stats: { ...report.stats, expected: 2 },
    });
    expect(count.failures.at(-1)).toMatch(/stats count 8 tests but it lists 7/);
  });
});
