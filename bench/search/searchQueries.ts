import type { Random } from '../site/random.ts';
import { COMMON_WORDS, rareWord } from '../site/vocabulary.ts';

/**
 * Queries as readers type them: one to three keywords, mostly words of the docs, some rare
 * names (few hits, but every page must be scanned) and some word starts (typed so far).
 */
export function searchQueries(count: number, random: Random): string[] {
  const keyword = (): string => {
    const roll = random.next();
    if (roll < 0.55) return random.pick(COMMON_WORDS);
    if (roll < 0.85) return rareWord(random.pick);
    const word = random.pick(COMMON_WORDS);
    return word.slice(0, Math.max(2, Math.ceil(word.length / 2)));
  };
  return Array.from({ length: count }, () =>
    Array.from({ length: random.int(1, 3) }, keyword).join(' '),
  );
}
