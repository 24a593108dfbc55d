import { describe, expect, it } from 'vitest';
import { inlineMarkdownText, parseInlineMarkdown } from './parseInlineMarkdown.ts';

describe('parseInlineMarkdown', () => {
  it('keeps text without Markdown as one text node', () => {
    expect(parseInlineMarkdown('Shows the drawer.')).toEqual([
      { kind: 'text', text: 'Shows the drawer.' },
    ]);
  });

  it('turns backticks into code and keeps the text around them', () => {
    expect(parseInlineMarkdown('Use `size` instead.')).toEqual([
      { kind: 'text', text: 'Use ' },
      { kind: 'code', text: 'size' },
      { kind: 'text', text: ' instead.' },
    ]);
  });

  it('reads strong, emphasis and links, with code inside them', () => {
    expect(parseInlineMarkdown('**Not** *always* _here_, see [the `mask`](#api-mask)')).toEqual([
      { kind: 'strong', children: [{ kind: 'text', text: 'Not' }] },
      { kind: 'text', text: ' ' },
      { kind: 'em', children: [{ kind: 'text', text: 'always' }] },
      { kind: 'text', text: ' ' },
      { kind: 'em', children: [{ kind: 'text', text: 'here' }] },
      { kind: 'text', text: ', see ' },
      {
        kind: 'link',
        href: '#api-mask',
        children: [
          { kind: 'text', text: 'the ' },
          { kind: 'code', text: 'mask' },
        ],
      },
    ]);
  });

  it('leaves a link with an unsafe scheme and lone markers as written', () => {
    const text = '[click](javascript:alert(1)) 2 * 3 and snake_case_name';
    expect(parseInlineMarkdown(text)).toEqual([{ kind: 'text', text }]);
  });
});

describe('inlineMarkdownText', () => {
  it('reads as the table shows it: markers gone, code, emphasis and link texts kept', () => {
    expect(inlineMarkdownText('**Not** *always*: use `size`, see [the `mask`](#api-mask).')).toBe(
      'Not always: use size, see the mask.',
    );
  });
});
