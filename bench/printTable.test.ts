import { expect, it } from 'vitest';
import { formatTable } from './printTable.ts';

it('pads columns to their widest cell and underlines the header', () => {
  expect(
    formatTable([
      ['figure', 'mark'],
      ['query p95', 'OVER'],
    ]),
  ).toBe(['figure     mark', '---------  ----', 'query p95  OVER'].join('\n'));
});
