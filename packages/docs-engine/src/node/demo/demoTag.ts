/** Where a `<code src>` tag was written: the file holding it (a page or an embedded file). */
export interface DemoTag {
  /** The file as errors show it, e.g. `docs/demo/base.md`. */
  file: string;
  line?: number;
  /** The `src` exactly as the author wrote it. */
  src: string;
}

/** Points at the tag: `docs/demo/base.md:12: <code src="./demos/base.tsx">`. */
export function demoTag({ tag }: { tag: DemoTag }): string {
  const at = tag.line === undefined ? tag.file : `${tag.file}:${tag.line}`;
  return `${at}: <code src="${tag.src}">`;
}
