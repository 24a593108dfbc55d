/** What the "Open in…" menu loads when it first opens: the list and the Sketch help it can show. */
export { default as ExportMenuList } from './ExportMenuList.tsx';
export { default as SketchPasteHelp } from './SketchPasteHelp.tsx';
