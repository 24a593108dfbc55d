import { describe, expect, it } from 'vitest';
import { renderLlmsFullTxt, renderLlmsTxt, type LlmsSite } from './llmsTxt.ts';

const site: LlmsSite = {
  title: '@drawer/react',
  description: 'React Drawer Component:\nan accessible drawer.',
  otherPagesTitle: 'Pages',
  sections: [
    {
      pages: [
        {
          title: 'Home',
          description: 'Start here',
          markdownUrl: '/index.md',
          markdown: '# Home\n',
        },
      ],
    },
    {
      title: 'Demo',
      pages: [
        { title: 'base', markdownUrl: '/demo/base.md', markdown: '# base\n\nText.\n' },
        {
          title: 'placement',
          description: 'Edges',
          markdownUrl: '/demo/placement.md',
          markdown: '# placement\n',
        },
      ],
    },
    { title: 'Empty', pages: [] },
  ],
};

describe('llms.txt', () => {
  it('has the title, the summary as a quote, and a linked section per navigation item', () => {
    expect(renderLlmsTxt(site)).toBe(
      [
        '# @drawer/react',
        '',
        '> React Drawer Component: an accessible drawer.',
        '',
        '## Pages',
        '',
        '- [Home](/index.md): Start here',
        '',
        '## Demo',
        '',
        '- [base](/demo/base.md)',
        '- [placement](/demo/placement.md): Edges',
        '',
      ].join('\n'),
    );
  });

  it('llms-full.txt holds every page in navigation order, each headed by its address', () => {
    const full = renderLlmsFullTxt(site);
    expect(full.indexOf('# Home')).toBeLessThan(full.indexOf('# base'));
    expect(full.indexOf('# base')).toBeLessThan(full.indexOf('# placement'));
    expect(full).toContain('---\nurl: /demo/base.md\n---\n\n# base\n\nText.\n');
  });
});
