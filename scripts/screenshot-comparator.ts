/**
 * The story screenshots' comparison: strict, with one allowance for the rasteriser's noise.
 *
 * Chromium does not always draw a blurred shadow or an anti-aliased curve to the same unit twice.
 * On a busy machine, unchanged stories failed on a few dozen pixels at the edge of a shadow (one
 * unit off in one channel) and on the one pixel where a field's rounded corner meets its side
 * (three units off, the same pixel in two different stories). A change a person makes does not
 * look like that: a one-unit change of a colour token moves every pixel of a flat fill, and a
 * change of size, place or shape moves edges by far more than a few units.
 *
 * The pixel where a rounded corner meets its side is the rasteriser's least steady: in one page
 * of a long run (two stories at a time, or one after hundreds), it came out five units off and
 * stayed so for every retry of the shot, while the same story alone matched. In pages that play
 * one story file after another, the four corners of one rounded field in a dark phone shot came
 * out one or two units off in 73 pixels, the same 73 in two runs, while the field's flat fill and
 * straight sides matched exactly.
 *
 * So a shot passes when it is identical, or when every pixel that differs sits on an edge or a
 * gradient of the reference (some neighbour has another colour), not in a flat fill, and
 * - differs by at most `noiseUnits` in each channel, with at most `noisePixels` of them;
 * - or is one of at most `strayPixels` that differ by at most `strayUnits`.
 * Anything else fails, and the diff image marks every pixel that differs. A border radius that
 * grows by a pixel moves every corner of every box by tens of units, and a colour that changes by
 * one unit moves its flat fills: both still fail.
 */

interface Image {
  metadata: { width: number; height: number };
  data: Uint8Array | Uint8ClampedArray;
}

export interface RasterNoiseOptions extends Record<string, unknown> {
  /**
   * How many edge pixels may differ: the most seen from the rasteriser was 73 (a rounded field's
   * four corners); a shadow's blur moved 35.
   */
  noisePixels?: number;
  /** By how many units of a channel an edge pixel may differ: the most seen was 3. */
  noiseUnits?: number;
  /**
   * How many edge pixels may differ by more than `noiseUnits`: one was seen where it could be
   * read, and four in a run whose image was not kept.
   */
  strayPixels?: number;
  /** By how many units such a stray edge pixel may differ: the one read was 5. */
  strayUnits?: number;
}

/** The largest difference, in units of one channel, between the pixels at byte offset `i`. */
function channelDelta(a: Image['data'], b: Image['data'], i: number) {
  let largest = 0;
  for (let c = i; c < i + 4; c++) largest = Math.max(largest, Math.abs((a[c] ?? 0) - (b[c] ?? 0)));
  return largest;
}

/** Whether every neighbour of the pixel at (x, y) has its colour exactly: a flat fill. */
function inFlatFill(image: Image, x: number, y: number) {
  const { width, height } = image.metadata;
  const at = (y * width + x) * 4;
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      const nx = x + dx;
      const ny = y + dy;
      if ((dx === 0 && dy === 0) || nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
      const other = (ny * width + nx) * 4;
      for (let c = 0; c < 4; c++) if (image.data[at + c] !== image.data[other + c]) return false;
    }
  }
  return true;
}

export function rasterNoise(
  reference: Image,
  actual: Image,
  {
    createDiff,
    noisePixels = 128,
    noiseUnits = 4,
    strayPixels = 8,
    strayUnits = 12,
  }: RasterNoiseOptions & { createDiff: boolean },
) {
  const { width, height } = reference.metadata;
  if (width !== actual.metadata.width || height !== actual.metadata.height) {
    return {
      pass: false,
      diff: null,
      message: `The shot is ${actual.metadata.width} × ${actual.metadata.height}, the reference ${width} × ${height}.`,
    };
  }
  const bytes = (image: Image) =>
    Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength);
  if (bytes(reference).equals(bytes(actual))) return { pass: true, diff: null, message: null };
  const diff = createDiff ? new Uint8ClampedArray(width * height * 4) : null;
  let differing = 0;
  let stray = 0;
  let beyondNoise = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const delta = channelDelta(reference.data, actual.data, i);
      if (diff) {
        // The reference, faded, with every differing pixel in red: pixelmatch's picture.
        const grey = 255 - (255 - (reference.data[i] ?? 0)) * 0.1;
        diff[i] = delta === 0 ? grey : 255;
        diff[i + 1] = delta === 0 ? grey : 0;
        diff[i + 2] = delta === 0 ? grey : 0;
        diff[i + 3] = 255;
      }
      if (delta === 0) continue;
      differing += 1;
      if (delta > strayUnits || inFlatFill(reference, x, y)) beyondNoise += 1;
      else if (delta > noiseUnits) stray += 1;
    }
  }
  const pass =
    differing === 0 ||
    (beyondNoise === 0 && stray <= strayPixels && differing - stray <= noisePixels);
  return {
    pass,
    diff: pass ? null : diff,
    message: pass
      ? null
      : `${differing} pixels differ${
          beyondNoise
            ? `, ${beyondNoise} of them by more than ${strayUnits} units or in a flat fill`
            : stray > strayPixels
              ? `, ${stray} edge pixels by more than ${noiseUnits} units, where the rasteriser strays on at most ${strayPixels}`
              : `, more than the ${noisePixels} edge pixels the rasteriser’s noise may move`
        }.`,
  };
}

declare module '@vitest/browser/context' {
  interface ScreenshotComparatorRegistry {
    rasterNoise: RasterNoiseOptions;
  }
}
