import { expect, it } from 'vitest';
import { failingAudits } from './failingAudits.ts';

it('lists the weighted audits that cost a category points, and nothing for full scores', () => {
  const lines = failingAudits({
    categories: {
      seo: {
        title: 'SEO',
        score: 0.92,
        auditRefs: [
          { id: 'robots-txt', weight: 1 },
          { id: 'structured-data', weight: 0 },
        ],
      },
      accessibility: {
        title: 'Accessibility',
        score: 1,
        auditRefs: [{ id: 'color-contrast', weight: 7 }],
      },
    },
    audits: {
      'robots-txt': { title: 'robots.txt is not valid', score: 0, displayValue: '1 error found' },
      'structured-data': { title: 'Structured data is valid', score: 0 },
      'color-contrast': { title: 'Contrast', score: 1 },
    },
  });
  expect(lines).toEqual([
    'SEO: robots-txt, score 0, weight 1: robots.txt is not valid (1 error found)',
  ]);
});
