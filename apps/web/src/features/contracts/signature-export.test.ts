import 'vitest-canvas-mock';
import type { PointGroup } from 'signature_pad';
import { describe, expect, it, vi } from 'vitest';
import { exportSignature, hasStrokes, isSendableSignature, scaleStrokes, typedSignature } from './signature-export';

const group = (points: [number, number][]): PointGroup => ({
  penColor: 'black',
  dotSize: 1,
  minWidth: 0.5,
  maxWidth: 2.5,
  velocityFilterWeight: 0.7,
  compositeOperation: 'source-over',
  points: points.map(([x, y], i) => ({ x, y, pressure: 0.5, time: i * 16 })),
});

describe('scaleStrokes', () => {
  it('scales points and pen sizes together and leaves the rest', () => {
    const [scaled] = scaleStrokes([group([[10, 20], [30, 40]])], 2);
    expect(scaled!.points.map((p) => [p.x, p.y, p.time])).toEqual([[20, 40, 0], [60, 80, 16]]);
    expect(scaled).toMatchObject({ dotSize: 2, minWidth: 1, maxWidth: 5, penColor: 'black', velocityFilterWeight: 0.7 });
  });
});

describe('hasStrokes', () => {
  it('is false for nothing and for groups without points, true for a single dot', () => {
    expect(hasStrokes([])).toBe(false);
    expect(hasStrokes([group([])])).toBe(false);
    expect(hasStrokes([group([[5, 5]])])).toBe(true);
  });
});

describe('exportSignature', () => {
  it('draws the visible canvas onto a 700x500 canvas and answers a PNG data URL', () => {
    const source = document.createElement('canvas');
    source.width = 1020;
    source.height = 729;
    const drawImage = vi.spyOn(CanvasRenderingContext2D.prototype, 'drawImage');
    const toDataURL = vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL');
    const url = exportSignature(source);
    expect(drawImage).toHaveBeenCalledWith(source, 0, 0, 700, 500);
    const target = toDataURL.mock.contexts[0] as HTMLCanvasElement;
    expect([target.width, target.height]).toEqual([700, 500]);
    expect(toDataURL).toHaveBeenCalledWith('image/png');
    expect(url.startsWith('data:image/png;base64,')).toBe(true);
  });
});

describe('isSendableSignature', () => {
  it('wants a non-empty PNG data URL within the server limit', () => {
    expect(isSendableSignature('data:image/png;base64,iVBORw0KGgo=')).toBe(true);
    expect(isSendableSignature('data:image/png;base64,')).toBe(false);
    expect(isSendableSignature('data:image/jpeg;base64,/9j/')).toBe(false);
    expect(isSendableSignature(`data:image/png;base64,${'A'.repeat(1_500_000)}`)).toBe(false);
  });
});

describe('typedSignature', () => {
  it('writes the trimmed name on a 700x500 PNG, shrinking the type until it fits', () => {
    const fillText = vi.spyOn(CanvasRenderingContext2D.prototype, 'fillText');
    const toDataURL = vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL');
    // Pretend every glyph is 40% of the font size wide: a long name needs a smaller size.
    vi.spyOn(CanvasRenderingContext2D.prototype, 'measureText').mockImplementation(function (this: CanvasRenderingContext2D, text: string) {
      return { width: text.length * parseInt(this.font, 10) * 0.4 } as TextMetrics;
    });
    const url = typedSignature('  Jordan Alexander Lee  ');
    const target = toDataURL.mock.contexts.at(-1) as HTMLCanvasElement;
    expect([target.width, target.height]).toEqual([700, 500]);
    expect(fillText).toHaveBeenCalledWith('Jordan Alexander Lee', 350, 400, 588);
    const context = fillText.mock.contexts.at(-1) as CanvasRenderingContext2D;
    expect(parseInt(context.font, 10) * 0.4 * 'Jordan Alexander Lee'.length).toBeLessThanOrEqual(588);
    expect(parseInt(context.font, 10)).toBeGreaterThan(60);
    expect(isSendableSignature(url)).toBe(true);
  });
});
