import { describe, expect, it } from 'vitest';
import { isNearBox } from './use-near-view';

const box = (left: number, top: number, width: number, height: number) => new DOMRect(left, top, width, height);
// The board's visible part: 1,000 px wide from x = 200, 600 px high from y = 100.
const root = box(200, 100, 1000, 600);

describe('isNearBox', () => {
  it('counts a column in view, and one within the margin on either side', () => {
    expect(isNearBox(box(300, 120, 288, 500), root, 320)).toBe(true);
    expect(isNearBox(box(1500, 120, 288, 500), root, 320)).toBe(true); // 300 px right of the view
    expect(isNearBox(box(-400, 120, 288, 500), root, 320)).toBe(true); // its right edge 312 px left of it
  });

  it('leaves out a column beyond the margin, on either side', () => {
    expect(isNearBox(box(1530, 120, 288, 500), root, 320)).toBe(false);
    expect(isNearBox(box(-420, 120, 288, 500), root, 320)).toBe(false);
  });

  it('widens the view sideways only', () => {
    expect(isNearBox(box(300, 710, 288, 500), root, 320)).toBe(false);
    expect(isNearBox(box(300, -520, 288, 500), root, 320)).toBe(false);
  });
});
