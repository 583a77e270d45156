import Color from 'colorjs.io';

/** WCAG 2.x contrast ratio of two CSS colours, e.g. 4.52. */
export function contrastRatio(foreground: string, background: string): number {
  return new Color(foreground).contrast(new Color(background), 'WCAG21');
}

/** The WCAG 2.2 level a text pair reaches: AAA ≥ 7, AA ≥ 4.5, AA large / UI ≥ 3. */
export function contrastLevel(ratio: number): 'AAA' | 'AA' | 'AA large' | 'Fail' {
  if (ratio >= 7) return 'AAA';
  if (ratio >= 4.5) return 'AA';
  if (ratio >= 3) return 'AA large';
  return 'Fail';
}
