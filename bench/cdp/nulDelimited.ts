/**
 * Chromium's `--remote-debugging-pipe` sends JSON messages each ended by a NUL byte; a read from
 * the pipe can hold part of a message, or several. Feed the chunks as they come: `onMessage` gets
 * each whole message once its NUL has arrived.
 */
export function nulDelimitedReader(onMessage: (message: string) => void): (chunk: Buffer) => void {
  let pending: Buffer[] = [];
  return (chunk) => {
    let start = 0;
    let end = chunk.indexOf(0, start);
    while (end !== -1) {
      pending.push(chunk.subarray(start, end));
      onMessage(Buffer.concat(pending).toString('utf8'));
      pending = [];
      start = end + 1;
      end = chunk.indexOf(0, start);
    }
    if (start < chunk.length) pending.push(chunk.subarray(start));
  };
}
