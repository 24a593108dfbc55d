import { describe, expect, it } from 'vitest';
import { nulDelimitedReader } from './nulDelimited.ts';

function read(chunks: string[]): string[] {
  const messages: string[] = [];
  const feed = nulDelimitedReader((message) => messages.push(message));
  for (const chunk of chunks) feed(Buffer.from(chunk, 'utf8'));
  return messages;
}

describe('nulDelimitedReader', () => {
  it('gives each message of a chunk that holds several', () => {
    expect(read(['{"id":1}\0{"id":2}\0'])).toEqual(['{"id":1}', '{"id":2}']);
  });

  it('joins a message split over chunks, and only once its end has arrived', () => {
    expect(read(['{"id"', ':1}'])).toEqual([]);
    expect(read(['{"id"', ':1}\0{"i', 'd":2}\0'])).toEqual(['{"id":1}', '{"id":2}']);
  });

  it('keeps a character whose bytes are split over chunks whole', () => {
    const bytes = Buffer.from('"é"\0', 'utf8');
    const messages: string[] = [];
    const feed = nulDelimitedReader((message) => messages.push(message));
    feed(bytes.subarray(0, 2));
    feed(bytes.subarray(2));
    expect(messages).toEqual(['"é"']);
  });
});
