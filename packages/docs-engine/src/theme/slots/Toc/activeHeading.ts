/** Where each heading's top is, relative to the line under the sticky bars, in pixels. */
export interface HeadingPosition {
  id: string;
  /** Distance from the top of the readable area (under the sticky bars); negative once passed. */
  top: number;
}

export interface ReadingState {
  headings: HeadingPosition[];
  /** Height of the readable area, under the sticky bars. */
  viewHeight: number;
  /** The page cannot scroll any further down. */
  atBottom: boolean;
}

/**
 * The heading being read. A heading in the upper half of the readable area starts what the reader
 * is reading; otherwise it is the last heading passed (the first one before any is). At the
 * bottom of the page the last heading wins, since short last sections never reach the top.
 */
export function activeHeading({
  headings,
  viewHeight,
  atBottom,
}: ReadingState): string | undefined {
  if (headings.length === 0) return undefined;
  if (atBottom) return headings.at(-1)?.id;
  // The first heading not yet passed; one at the top (its anchor position, give or take a pixel)
  // is being read, even when the next one is already in the upper half.
  const next = headings.findIndex((heading) => heading.top > -1);
  if (next === -1) return headings.at(-1)?.id;
  const nextHeading = headings[next] as HeadingPosition;
  if (nextHeading.top <= viewHeight / 2) return nextHeading.id;
  return (headings[next - 1] ?? nextHeading).id;
}
