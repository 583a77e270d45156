import { describe, expect, it } from 'vitest';
import { rasterNoise } from './screenshot-comparator';

const size = 40;

/** A 40 × 40 shot: a flat background with a flat box, its edge shaded like anti-aliasing. */
function shot() {
  const data = new Uint8Array(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const inBox = x >= 10 && x < 30 && y >= 10 && y < 30;
      const onEdge = inBox && (x === 10 || x === 29 || y === 10 || y === 29);
      const value = onEdge ? 120 : inBox ? 40 : 250;
      data.set([value, value, value, 255], (y * size + x) * 4);
    }
  }
  return { metadata: { width: size, height: size }, data };
}

const shade = (image: ReturnType<typeof shot>, pixels: [number, number][], by: number) => {
  for (const [x, y] of pixels) {
    const green = (y * size + x) * 4 + 1;
    image.data[green] = (image.data[green] ?? 0) + by;
  }
  return image;
};

const compare = (actual: ReturnType<typeof shot>, noisePixels?: number) =>
  rasterNoise(shot(), actual, { createDiff: true, noisePixels });

/** The box's edge pixels, from its top-left corner along its top. */
const edge = (count: number) =>
  Array.from({ length: count }, (_, i): [number, number] => [10 + i, 10]);

/** Every pixel of the box's edge: its whole outline, 76 pixels. */
const outline = () =>
  Array.from({ length: size * size }, (_, i): [number, number] => [i % size, Math.floor(i / size)])
    .filter(([x, y]) => x >= 10 && x < 30 && y >= 10 && y < 30)
    .filter(([x, y]) => x === 10 || x === 29 || y === 10 || y === 29);

describe('the story screenshots’ comparison', () => {
  it('passes an identical shot', () => {
    expect(compare(shot())).toMatchObject({ pass: true, diff: null });
  });

  it('passes a few edge pixels a few units off: the rasteriser’s noise', () => {
    expect(compare(shade(shot(), edge(12), 1))).toMatchObject({ pass: true });
    expect(compare(shade(shot(), edge(1), 4))).toMatchObject({ pass: true });
  });

  it('passes a box’s whole outline two units off, as a rounded field’s four corners came out', () => {
    expect(compare(shade(shot(), outline(), 2))).toMatchObject({ pass: true });
  });

  it('passes a few stray edge pixels further off, as a rounded corner’s side may be drawn', () => {
    expect(compare(shade(shot(), edge(8), 12))).toMatchObject({ pass: true });
    expect(compare(shade(shade(shot(), edge(8), 12), [[29, 20]], 1))).toMatchObject({
      pass: true,
    });
  });

  it('fails a one-unit change of a flat fill, as a colour token’s change would make', () => {
    const result = compare(shade(shot(), [[20, 20]], 1));
    expect(result.pass).toBe(false);
    expect(result.message).toBe(
      '1 pixels differ, 1 of them by more than 12 units or in a flat fill.',
    );
    expect(result.diff?.slice((20 * size + 20) * 4, (20 * size + 20) * 4 + 4)).toEqual(
      new Uint8ClampedArray([255, 0, 0, 255]),
    );
  });

  it('fails an edge pixel more units off than a stray pixel may be', () => {
    expect(compare(shade(shot(), edge(1), 13))).toMatchObject({ pass: false });
  });

  it('fails more edge pixels beyond the noise than may stray, as a changed radius would move', () => {
    expect(compare(shade(shot(), edge(9), 5))).toMatchObject({
      pass: false,
      message:
        '9 pixels differ, 9 edge pixels by more than 4 units, where the rasteriser strays on at most 8.',
    });
  });

  it('fails more one-unit edge pixels than the noise allowance', () => {
    expect(compare(shade(shot(), edge(20), 1), 16)).toMatchObject({
      pass: false,
      message: '20 pixels differ, more than the 16 edge pixels the rasteriser’s noise may move.',
    });
  });

  it('fails a shot of another size', () => {
    const smaller = { metadata: { width: size, height: size - 1 }, data: shot().data };
    expect(compare(smaller)).toMatchObject({ pass: false });
  });
});
