import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { interLatinRange } from './fonts';
import { contrastLevel, contrastRatio } from './contrast';
import {
  breakpoints,
  durations,
  motionDistances,
  palette,
  sizePresets,
  typography,
} from './primitives';
import { contrastPairs, semanticSource, semanticTokens } from './semantic';
import { Ref, type SourceTree } from './tiers';

describe('contrast', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#777777', '#ffffff', 4.48],
  ])('%s on %s is %d:1', (fg, bg, expected) => {
    expect(contrastRatio(fg, bg)).toBeCloseTo(expected, 2);
  });

  it.each([
    [7.2, 'AAA'],
    [4.5, 'AA'],
    [3.1, 'AA large'],
    [2.9, 'Fail'],
  ] as const)('a ratio of %d is %s', (ratio, level) => {
    expect(contrastLevel(ratio)).toBe(level);
  });

  it.each(contrastPairs.map((pair) => [pair.theme, pair.name, pair] as const))(
    'in the %s theme, %s meets its WCAG minimum',
    (_theme, _name, { fg, bg, min }) => {
      expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(min);
    },
  );
});

describe('the fixed product values the tokens carry', () => {
  it('has the size presets, xs 0.8 to 5xl 5', () => {
    expect(sizePresets).toEqual({ xs: 0.8, sm: 0.85, md: 1, lg: 1.15, xl: 1.25, xxl: 2, '5xl': 5 });
  });

  it('builds the type scale from the size presets', () => {
    for (const [name, multiplier] of Object.entries(sizePresets)) {
      expect(typography.fontSize[name as keyof typeof sizePresets]).toBe(`${multiplier}rem`);
    }
  });

  it('keeps the carousel breakpoints, the motion constants and the header fade distance', () => {
    expect(breakpoints.mobileMax).toBe(480);
    expect(breakpoints.tabletMax).toBe(600);
    expect(durations.slide).toBe(500);
    expect(durations.statusMessage).toBe(5000);
    expect(durations.carouselAutoplay).toBe(5000);
    expect(motionDistances.headerFade).toBe(50);
    expect(semanticTokens.motion.duration.slide).toBe('500ms');
  });
});

describe('semantic tier', () => {
  const refs = (tree: SourceTree, path: string[] = []): [string, Ref][] =>
    Object.entries(tree).flatMap(([key, node]): [string, Ref][] =>
      node instanceof Ref ? [[[...path, key].join('.'), node]] : refs(node, [...path, key]),
    );

  it.each(refs(semanticSource.color))('colour %s refers to a palette primitive', (_path, ref) => {
    expect(ref.path).toMatch(/^palette\./);
  });

  it('resolves every reference to its primitive', () => {
    expect(semanticTokens.color.action.primary.background).toBe(palette.brand[700]);
    expect(semanticTokens.size.iconSm).toBe('1rem');
    expect(semanticTokens.zIndex.base).toBe('0');
    expect(semanticTokens.motion.duration.instant).toBe('0ms');
  });
});

describe('the faces fitted to Inter', () => {
  it('cover the characters of the Latin subset @fontsource/inter ships', () => {
    const css = readFileSync(
      createRequire(import.meta.url).resolve('@fontsource/inter/400.css'),
      'utf8',
    );
    const declared = /\/\* inter-latin-400-normal \*\/[^}]*unicode-range:\s*([^;]+);/.exec(
      css,
    )?.[1];
    expect(interLatinRange.replaceAll(' ', '')).toBe(declared);
  });
});
