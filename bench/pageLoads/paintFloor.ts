/** One event of a Chromium performance trace, as far as the floor needs it. */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
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
 * contentful paint). Undefined when the trace has no first paint. Events nested in others (a
 * layout forced by a script) are counted in both.
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
    paint: 0,
    script: 0,
    decode: 0,
  };
  for (const event of events) {
    const kind = KINDS[event.name];
    if (!kind || event.tid !== mainThread || event.ph !== 'X' || event.ts > fcp.ts) continue;
    floor[kind] += (event.dur ?? 0) / 1000;
  }
  return floor;
}
