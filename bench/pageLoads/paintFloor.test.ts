import { describe, expect, it } from 'vitest';
import { paintFloor, type TraceEvent } from './paintFloor.ts';

const MAIN = 1;
const work = (name: string, ts: number, dur: number, tid = MAIN): TraceEvent => ({
  name,
  ph: 'X',
  ts,
  dur,
  tid,
});
const mark = (name: string, ts: number, tid = MAIN): TraceEvent => ({ name, ph: 'R', ts, tid });

describe('paintFloor', () => {
  it('adds up the main thread’s work before the first contentful paint, by kind', () => {
    const floor = paintFloor([
      mark('navigationStart', 900_000, 2),
      work('ParseHTML', 950_000, 20_000, 2),
      mark('navigationStart', 1_000_000),
      work('ParseHTML', 1_010_000, 40_000),
      work('UpdateLayoutTree', 1_052_000, 5_000),
      work('Layout', 1_060_000, 90_000),
      work('Layout', 1_160_000, 10_000),
      work('Paint', 1_180_000, 8_000),
      work('PrePaint', 1_175_000, 2_000),
      work('Layout', 1_150_000, 30_000, 2),
      mark('firstContentfulPaint', 1_300_000),
      work('Layout', 1_400_000, 50_000),
    ]);
    expect(floor).toEqual({
      fcp: 300,
      parseHtml: 40,
      style: 5,
      layout: 100,
      fonts: 0,
      paint: 10,
      script: 0,
      decode: 0,
    });
  });

  it('counts the time of the outermost font events within the layout, listed inner first', () => {
    const font = (name: string, ts: number, dur: number): TraceEvent => ({
      ...work(name, ts, dur),
      cat: 'fonts',
    });
    const floor = paintFloor([
      mark('navigationStart', 0),
      font('FontDataManager::onMatchFamilyStyle', 12_000, 3_000),
      font('FontCache::GetFontPlatformData', 10_000, 8_000),
      font('FontCache::GetFontPlatformData', 10_000, 9_000),
      font('WebSandboxSupportLinux::GetWebFontRenderStyleForStrike', 20_000, 4_000),
      work('Layout', 5_000, 30_000),
      { ...font('FontCache::GetFontPlatformData', 40_000, 2_000), tid: 2 },
      mark('firstContentfulPaint', 50_000),
      font('FontCache::GetFontPlatformData', 60_000, 5_000),
    ]);
    expect(floor?.layout).toBe(30);
    expect(floor?.fonts).toBe(13);
  });

  it('is undefined for a load that never painted', () => {
    expect(paintFloor([mark('navigationStart', 0), work('ParseHTML', 10, 5)])).toBeUndefined();
  });
});
