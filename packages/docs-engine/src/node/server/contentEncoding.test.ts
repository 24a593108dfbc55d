import { describe, expect, it } from 'vitest';
import { acceptedEncodings } from './contentEncoding.ts';

const names = (header: string | undefined) =>
  acceptedEncodings(header).map(({ encoding }) => encoding);

describe('acceptedEncodings', () => {
  it('prefers brotli when both are accepted alike', () => {
    expect(names('gzip, deflate, br, zstd')).toEqual(['br', 'gzip']);
  });

  it('refuses a coding with q=0, in any spelling', () => {
    expect(names('gzip;q=0, br')).toEqual(['br']);
    expect(names('br; q=0.0, gzip')).toEqual(['gzip']);
    expect(names('GZIP;Q=0')).toEqual([]);
  });

  it('orders by quality', () => {
    expect(names('br;q=0.2, gzip;q=0.9')).toEqual(['gzip', 'br']);
  });

  it('reads * as every coding not named', () => {
    expect(names('*')).toEqual(['br', 'gzip']);
    expect(names('*;q=0, gzip')).toEqual(['gzip']);
  });

  it('sends no compressed copy when none is asked for or the header is garbage', () => {
    expect(names(undefined)).toEqual([]);
    expect(names('identity')).toEqual([]);
    expect(names(';;,,q=')).toEqual([]);
    expect(names('gzip;q=abc')).toEqual([]);
  });
});
