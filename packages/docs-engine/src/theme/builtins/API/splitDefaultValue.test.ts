import { describe, expect, it } from 'vitest';
import { splitDefaultValue } from './splitDefaultValue.ts';

describe('splitDefaultValue', () => {
  it.each(['378', 'true', "'right'", '{ distance: 180 }', 'document.body', '-1.5'])(
    'reads %s as code',
    (text) => {
      expect(splitDefaultValue(text)).toEqual({ code: text });
    },
  );

  it('reads a sentence as prose', () => {
    expect(splitDefaultValue("the stylesheet's slide")).toEqual({
      prose: "the stylesheet's slide",
    });
    expect(splitDefaultValue('the value of `mask`')).toEqual({ prose: 'the value of `mask`' });
  });

  it('splits a value followed by a note in brackets', () => {
    expect(splitDefaultValue('378 (left/right)')).toEqual({ code: '378', prose: '(left/right)' });
  });
});
