import { parse } from 'acorn';
import { describe, expect, it } from 'vitest';
import { createLoopGuard, insertLoopGuards, LOOP_GUARD, RunawayLoopError } from './loopGuard.ts';

/** Runs guarded code with this guard and returns what it returns. */
function run(code: string, guard: () => void): unknown {
  return new Function(LOOP_GUARD, insertLoopGuards(code, parse))(guard) as unknown;
}

/** A clock that moves forward 1 ms each time it is read. */
function tickingClock() {
  let time = 0;
  return () => (time += 1);
}

describe('insertLoopGuards', () => {
  it('guards every kind of loop, with or without braces, and the code still does the same', () => {
    const code = `
      let total = 0;
      for (let i = 0; i < 3; i++) total += i;
      for (const x of [1, 2]) { total += x; }
      for (const key in { a: 1 }) total += key.length;
      let n = 2;
      while (n--) total += 10;
      do total += 100; while (false);
      outer: for (;;) { for (;;) break outer; }
      return total;
    `;
    let calls = 0;
    expect(run(code, () => (calls += 1))).toBe(3 + 3 + 1 + 20 + 100);
    expect(calls).toBe(3 + 2 + 1 + 2 + 1 + 2);
  });

  it('leaves strings, comments and code without loops alone', () => {
    const code = "const s = 'while (true) {}'; // for (;;)\nreturn s;";
    expect(insertLoopGuards(code, parse)).toBe(code);
  });
});

describe('createLoopGuard', () => {
  it('stops an endless loop once the run has taken the limit', () => {
    const guard = createLoopGuard(1000, tickingClock());
    expect(() => run('while (true) {}', guard)).toThrow(RunawayLoopError);
    expect(() => run('while (true) {}', guard)).toThrow(/more than 1 s/);
  });

  it('stops nested loops and a loop that catches the error', () => {
    const guard = createLoopGuard(1000, tickingClock());
    expect(() =>
      run('for (;;) { try { while (true) {} } catch (error) { /* keeps going */ } }', guard),
    ).toThrow(RunawayLoopError);
  });

  it('lets a long but finite loop finish, and starts each run afresh', async () => {
    const guard = createLoopGuard(1000, () => 0);
    expect(run('let i = 0; while (i < 100000) i++; return i;', guard)).toBe(100000);
    const slow = createLoopGuard(1000, tickingClock());
    expect(() => run('while (true) {}', slow)).toThrow(RunawayLoopError);
    await Promise.resolve();
    expect(run('let i = 0; while (i < 10) i++; return i;', slow)).toBe(10);
  });
});
