/**
 * Fallback faces fitted to Inter, so text does not move when Inter arrives.
 *
 * Inter is declared `font-display: swap` (from @fontsource): text shows at once in a fallback and
 * changes to Inter when its file has loaded. On a slow phone that is seconds after the first
 * paint, and an unfitted fallback (Arial is about 7% narrower, and sits lower on its line)
 * rewraps every paragraph when the swap comes: headings gain a line, and everything under them
 * moves (a layout shift of 0.15 on a blog post, on the bench's throttled phone).
 *
 * Each face below is a font the visitor already has, scaled to Inter's average character width
 * (`size-adjust`) and given Inter's ascent, descent and line gap, so a line of it takes Inter's
 * room: Arial (Windows, macOS, iOS), Roboto (Android), Liberation Sans (Linux, metric-compatible
 * with Arial) and DejaVu Sans (Linux without it). The sizes are worked out by Capsize's
 * `createFontStack` from each font's published metrics (@capsizecss/metrics, which reads them
 * from the font files' tables), for the regular weight and, apart, for the bold one that the
 * semibold and bold text uses. This file runs at build time only: the metrics never ship.
 */
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import arialBold from '@capsizecss/metrics/arial/700';
import inter from '@capsizecss/metrics/inter';
import interBold from '@capsizecss/metrics/inter/700';
import roboto from '@capsizecss/metrics/roboto';
import robotoBold from '@capsizecss/metrics/roboto/700';
import { globalFontFace } from '@vanilla-extract/css';
import { fontFamilyName, interLatinRange } from './fonts';
import { typography } from './primitives';

/** Liberation Sans has Arial's metrics by design; only its names differ. */
const liberation = (metrics: typeof arial, fullName: string, postscriptName: string) => ({
  ...metrics,
  familyName: 'Liberation Sans',
  fullName,
  postscriptName,
});

/**
 * DejaVu Sans 2.37's metrics, read from its regular and bold files' `hhea` and `OS/2` tables with
 * Capsize's own reader (@capsizecss/unpack); @capsizecss/metrics does not list it.
 */
const dejaVu = {
  familyName: 'DejaVu Sans',
  ascent: 1901,
  descent: -483,
  lineGap: 0,
  unitsPerEm: 2048,
};

const weights = [
  {
    fontWeight: '400 500',
    inter,
    fallbacks: [
      arial,
      roboto,
      liberation(arial, 'Liberation Sans', 'LiberationSans'),
      { ...dejaVu, fullName: 'DejaVu Sans', postscriptName: 'DejaVuSans', xWidthAvg: 1041 },
    ],
  },
  {
    fontWeight: '600 700',
    inter: interBold,
    fallbacks: [
      arialBold,
      robotoBold,
      liberation(arialBold, 'Liberation Sans Bold', 'LiberationSans-Bold'),
      {
        ...dejaVu,
        fullName: 'DejaVu Sans Bold',
        postscriptName: 'DejaVuSans-Bold',
        xWidthAvg: 1176,
      },
    ],
  },
];

for (const { fontWeight, inter: primary, fallbacks } of weights) {
  const { fontFaces } = createFontStack(
    [{ ...primary, familyName: fontFamilyName }, ...fallbacks],
    {
      fontFaceFormat: 'styleObject',
      fontFaceProperties: { fontWeight, fontStyle: 'normal', unicodeRange: interLatinRange },
    },
  );
  for (const { '@font-face': face } of fontFaces) {
    const { fontFamily, ...rules } = face;
    // Capsize names a face "Inter Fallback: Arial". A colon needs quotes in CSS, which the
    // minifier drops, so the name loses its colon.
    const family = fontFamily.replace(/^"|"$/g, '').replace(': ', ' ');
    if (!typography.fontFamily.body.includes(`'${family}'`)) {
      throw new Error(`${family} is not in the body font stack (tokens/fonts.ts).`);
    }
    globalFontFace(family, rules);
  }
}
