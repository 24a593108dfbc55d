/**
 * The builtins, as the dev server's bundle of the runtime exports them: a page imports each from
 * there, so that it shares the runtime's modules (its router, its demos) rather than load its own.
 */
export { default as API } from './API/index.tsx';
export { default as Badge } from './Badge/index.tsx';
export { default as Container } from './Container/index.tsx';
export { default as Previewer } from './Previewer/index.tsx';
export { default as SourceCode } from './SourceCode/index.tsx';
