import { expect, it } from 'vitest';
import { createRandom } from '../site/random.ts';
import { searchQueries } from './searchQueries.ts';

it('makes the same 1–3 keyword queries on every run', () => {
  const queries = searchQueries(200, createRandom(7));
  expect(queries).toHaveLength(200);
  for (const query of queries) expect(query.split(' ').length).toBeGreaterThanOrEqual(1);
  expect(Math.max(...queries.map((query) => query.split(' ').length))).toBe(3);
  expect(searchQueries(200, createRandom(7))).toEqual(queries);
});
