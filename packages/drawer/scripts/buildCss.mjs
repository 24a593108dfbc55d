// Ships the stylesheet minified: `src/index.css` keeps the comments and layout for readers, while
// `assets/index.css` is what users import and what the size budget counts.
import { readFileSync, writeFileSync } from 'node:fs';
import { transform } from 'esbuild';

const root = new URL('../', import.meta.url);
const source = readFileSync(new URL('src/index.css', root), 'utf8');
// Safari 15 is the oldest supported browser (see tsdown.config.ts): keep syntax it understands.
const { code } = await transform(source, { loader: 'css', minify: true, target: 'safari15' });
writeFileSync(new URL('assets/index.css', root), code);
