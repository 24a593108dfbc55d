// Prints what the drawer costs a browser: the ESM build minified and gzipped (React external), plus the
// gzipped CSS. Development-only warnings are stripped, as a production bundler would with NODE_ENV.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { transform } from 'esbuild';

const root = new URL('../', import.meta.url);
const read = (path) => readFileSync(new URL(path, root), 'utf8');
const gzip = (text) => gzipSync(text, { level: 9 }).length;

async function minified(define) {
  const { code } = await transform(read('dist/index.js'), { minify: true, format: 'esm', define });
  return code;
}

const production = await minified({ 'process.env.NODE_ENV': '"production"' });
const development = await minified({});
const css = (await transform(read('assets/index.css'), { loader: 'css', minify: true })).code;
const kB = (bytes) => `${(bytes / 1000).toFixed(2)} kB`;

const js = gzip(production);
console.log(`drawer JS  min+gzip ${kB(js)} (development build ${kB(gzip(development))})`);
console.log(`drawer CSS min+gzip ${kB(gzip(css))}`);
console.log(`drawer total        ${kB(js + gzip(css))} (budget 5.00 kB)`);
