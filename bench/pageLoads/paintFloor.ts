/** One event of a Chromium performance trace, as far as the floor needs it. */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  /** The event's trace categories, as `fonts` or `blink,devtools.timeline`. */
  cat?: string;
}

/** The main thread's work before the first contentful paint, in ms, by what it was. */
export interface PaintFloor {
  /** From navigation start to the first contentful paint. */
  fcp: number;
  /** Parsing the HTML, the inline stylesheets in it included. */
  parseHtml: number;
  /** Matching the styles to the elements. */
  style: number;
  layout: number;
  /**
   * Of the layout, the fonts': finding and opening a font for each family, size and weight the
   * page sets (and for each glyph its fonts lack, as CJK text without a CJK font), each a query
   * to the system's font configuration. Top-level font events only (they nest).
   */
  fonts: number;
  /** Pre-paint, paint and layerizing: turning the layout into what the compositor draws. */
  paint: number;
  /** Scripts run before the paint (the inline colour-mode script). */
  script: number;
  /** Image decoding (the logo). */
  decode: number;
}

const KINDS: Record<string, keyof Omit<PaintFloor, 'fcp'>> = {
  ParseHTML: 'parseHtml',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  EvaluateScript: 'script',
  'Decode Image': 'decode',
};

/**
 * What the page's main thread did before its first contentful paint, from a trace of its load
 * (category devtools.timeline, with blink.user_timing's navigation start and loading's first
 * contentful paint, and fonts). Undefined when the trace has no first paint. Events nested in
 * others (a layout forced by a script) are counted in both.
 */
export function paintFloor(events: TraceEvent[]): PaintFloor | undefined {
  const fcp = events.find((event) => event.name === 'firstContentfulPaint');
  // The page's main thread is the one that reports its first paint; the page's own navigation
  // comes first on it (its frames' come later).
  const mainThread = fcp?.tid;
  const start = events.find(
    (event) => event.name === 'navigationStart' && event.tid === mainThread,
  );
  if (!fcp || !start) return undefined;
  const floor: PaintFloor = {
    fcp: (fcp.ts - start.ts) / 1000,
    parseHtml: 0,
    style: 0,
    layout: 0,
    fonts: 0,
    paint: 0,
    script: 0,
    decode: 0,
  };
  const before = events.filter(
    (event) => event.tid === mainThread && event.ph === 'X' && event.ts <= fcp.ts,
  );
  for (const event of before) {
    const kind = KINDS[event.name];
    if (kind) floor[kind] += (event.dur ?? 0) / 1000;
  }
  // Font events nest (a lookup inside a lookup), and a trace lists an event once it has ended,
  // the inner ones first: in order of their start, only the outermost are counted.
  const fonts = before
    .filter((event) => event.cat === 'fonts')
    // An event and the one it holds may start together: the longer holds the other.
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  let fontsUntil = 0;
  for (const event of fonts) {
    if (event.ts < fontsUntil) continue;
    floor.fonts += (event.dur ?? 0) / 1000;
    fontsUntil = event.ts + (event.dur ?? 0);
  }
  return floor;
}
