/**
 * One of several processes sharing a pack cache folder, for the pack cache's test: it writes
 * entries under its own keys, opening the cache afresh every few writes (each opening is a new
 * writer with a pack of its own, so merges keep happening), and reads its own and the other
 * processes' entries as it goes. Prints the number of reads that gave a wrong value: a value is
 * a function of its key, so any other bytes are another entry's.
 */
import { contentKey } from '../src/node/contentCache.ts';
import { createPackCache } from '../src/node/packCache.ts';
import { valueOf } from './packCacheValue.ts';

const [dir, writer, writers, count] = process.argv.slice(2);
if (!dir || !writer || !writers || !count) throw new Error('usage: dir writer writers count');

let cache = createPackCache(dir);
let wrong = 0;
const check = (name: string) => {
  const read = cache.read(contentKey(name));
  if (read && read.toString('utf8') !== valueOf(name)) wrong += 1;
};
for (let index = 0; index < Number(count); index += 1) {
  if (index % 5 === 0) cache = createPackCache(dir);
  const name = `writer ${writer}, entry ${index}`;
  cache.write(contentKey(name), valueOf(name));
  check(name);
  check(`writer ${writer}, entry ${index - 1}`);
  for (let other = 0; other < Number(writers); other += 1) {
    check(`writer ${other}, entry ${Math.floor(index / 2)}`);
  }
}
process.stdout.write(String(wrong));
