declare module 'html2sketch/dist/html2sketch.min.js' {
  import type * as html2sketch from 'html2sketch';
  const bundle: typeof html2sketch;
  export default bundle;
}
