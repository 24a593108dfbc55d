import type { Random } from './random.ts';
import { COMMON_WORDS, NAV_FOLDERS, rareWord } from './vocabulary.ts';

/** Every page with index divisible by this shows the demo: about as many demos as real docs have. */
export const DEMO_EVERY = 20;

export interface GeneratedPage {
  /** Path inside the docs folder, e.g. 'guide/page-12.md'. */
  file: string;
  markdown: string;
  hasDemo: boolean;
}

/** The demo every demo page shows, with one file: a demo's cost is its chunk, not its size. */
export const DEMO_FILE = 'demos/counter.tsx';
export const DEMO_SOURCE = `import { useState } from 'react';

export default function Counter() {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount(count + 1)}>Clicked {count} times</button>;
}
`;

/**
 * One page of a documentation site: frontmatter, an introduction and four to six sections of
 * paragraphs (with inline code and links), lists, a fenced code block, a table and sub-headings.
 */
export function generatePage(index: number, random: Random): GeneratedPage {
  const folder = NAV_FOLDERS[index % NAV_FOLDERS.length] as string;
  const word = (): string => random.pick(COMMON_WORDS);
  const words = (count: number): string => Array.from({ length: count }, word).join(' ');
  const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
  const sentence = (): string => {
    const parts = Array.from({ length: random.int(8, 16) }, (_, position) =>
      position === 3 ? rareWord(random.pick) : word(),
    );
    if (random.next() < 0.3)
      parts.splice(random.int(1, parts.length - 1), 0, `\`${word()}${capitalised(word())}\``);
    return `${capitalised(parts.join(' '))}.`;
  };
  const paragraph = (): string => Array.from({ length: random.int(2, 4) }, sentence).join(' ');
  const title = `${capitalised(words(2))} ${rareWord(random.pick)} ${index}`;
  const hasDemo = index % DEMO_EVERY === 0;

  const blocks: string[] = [
    [
      '---',
      `title: ${title}`,
      `nav:`,
      `  title: ${capitalised(folder)}`,
      `group:`,
      `  title: ${capitalised(word())}`,
      `order: ${index}`,
      '---',
    ].join('\n'),
    `# ${title}`,
    paragraph(),
  ];
  const sections = random.int(4, 6);
  for (let section = 0; section < sections; section += 1) {
    blocks.push(`## ${capitalised(words(random.int(2, 4)))}`, paragraph(), paragraph());
    switch (section % 4) {
      case 0:
        blocks.push(codeBlock(word, random));
        break;
      case 1:
        blocks.push(table(word, sentence, random));
        break;
      case 2:
        blocks.push(Array.from({ length: random.int(3, 5) }, () => `- ${sentence()}`).join('\n'));
        break;
      default:
        blocks.push(`### ${capitalised(words(2))}`, paragraph(), `> ${sentence()}`);
    }
    if (hasDemo && section === 1) {
      // The tag is written as authors write it; the page's folder decides the relative path.
      blocks.push(
        `<code src="../${DEMO_FILE}" title="${capitalised(words(3))}" description="${sentence()}"></code>`,
      );
    }
  }
  return { file: `${folder}/page-${index}.md`, markdown: `${blocks.join('\n\n')}\n`, hasDemo };
}

function codeBlock(word: () => string, random: Random): string {
  const name = `${word()}${random.int(1, 99)}`;
  return [
    '```tsx',
    `import Drawer from '@drawer/react';`,
    '',
    `export function ${name.charAt(0).toUpperCase()}${name.slice(1)}() {`,
    `  const [open, setOpen] = useState(false);`,
    `  return <Drawer open={open} placement="${word()}" onClose={() => setOpen(false)} />;`,
    '}',
    '```',
  ].join('\n');
}

function table(word: () => string, sentence: () => string, random: Random): string {
  const rows = Array.from(
    { length: random.int(3, 6) },
    () => `| ${word()} | \`${word()}\` | ${sentence()} |`,
  );
  return ['| Property | Type | Description |', '| --- | --- | --- |', ...rows].join('\n');
}
