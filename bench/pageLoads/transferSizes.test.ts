import { expect, it } from 'vitest';
import { transferSizes } from './transferSizes.ts';

it('sorts bytes into JS and CSS by extension and counts every response in the total', () => {
  const entry = (name: string, encodedBodySize: number, decodedBodySize: number) => ({
    name: `http://127.0.0.1:4173${name}`,
    transferSize: encodedBodySize + 300,
    encodedBodySize,
    decodedBodySize,
  });
  expect(
    transferSizes([
      entry('/', 4000, 12000),
      entry('/assets/entry-client-XfSjf5H9.js', 60000, 200000),
      entry('/assets/docs-7KSOZRNT.css', 5000, 20000),
      entry('/logo.svg', 1000, 1000),
    ]),
  ).toEqual({ jsWire: 60000, jsDecoded: 200000, cssWire: 5000, cssDecoded: 20000, total: 71200 });
});
