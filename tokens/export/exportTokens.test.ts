import {
  Logger,
  defineConfig,
  parse,
  type LogEntry,
  type TokenNormalizedSet,
} from '@terrazzo/parser';
import Color from 'colorjs.io';
import { beforeAll, describe, expect, it } from 'vitest';
import * as primitiveModule from '../primitives';
import { semanticTokens } from '../semantic';
import { cssVarName, tokensCss, tokensDtcg } from './exportTokens';

/**
 * The exporter is checked against the TypeScript sources directly: the walk, the naming and the
 * value comparisons below are written again here rather than imported, so a slip in the
 * exporter can't also hide in its test.
 */

type Leaf = string | number;
interface Tree {
  readonly [key: string]: Leaf | Tree;
}

const leaves = (tree: Tree, path: string[] = []): [string[], Leaf][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' ? leaves(value, [...path, key]) : [[[...path, key], value]],
  );
const kebab = (key: string) => key.replace(/([a-z\d])([A-Z])/g, '$1-$2').toLowerCase();
const idOf = (path: readonly string[]) => path.map(kebab).join('.');

// Not design values: a media query can't be used through a custom property, and DTCG has no
// type for one (the breakpoints they derive from are exported); the names list holds only keys.
const {
  mediaQueries: _mediaQueries,
  sizePresetNames: _sizePresetNames,
  ...primitives
} = primitiveModule;
const primitiveLeaves = leaves(primitives).map(
  ([path, value]) => [`primitive.${idOf(path)}`, value] as const,
);
const semanticLeaves = leaves(semanticTokens).map(([path, value]) => [idOf(path), value] as const);
const primitiveSource = new Map<string, Leaf>(primitiveLeaves);

const document = tokensDtcg();

/** A token's `$type` as the exported document declares it. */
function typeOf(id: string): string {
  let node: unknown = document;
  for (const name of id.split('.')) node = (node as Record<string, unknown>)[name];
  return (node as { $type: string }).$type;
}

/** The CSS the TypeScript value stands for: numbers carry the unit their type implies. */
function asCss(type: string, value: Leaf): string {
  if (typeof value === 'string') return value;
  if (type === 'dimension') return `${value}px`;
  if (type === 'duration') return `${value}ms`;
  return String(value);
}

interface Dimension {
  value: number;
  unit: string;
}
interface ColorValue {
  colorSpace: string;
  components: number[];
  alpha?: number;
  hex?: string;
}
interface ShadowLayer {
  color: ColorValue;
  offsetX: Dimension;
  offsetY: Dimension;
  blur: Dimension;
  spread: Dimension;
  inset?: boolean;
}

function expectSameColor(css: string, value: ColorValue, label: string) {
  const expected = new Color(css).to('srgb');
  expect(value.colorSpace, label).toBe('srgb');
  value.components.forEach((component, index) => {
    expect(component, label).toBeCloseTo(expected.coords[index] ?? NaN, 6);
  });
  expect(value.alpha ?? 1, label).toBeCloseTo(expected.alpha, 6);
  // The hex fallback is the colour without its alpha.
  const opaque = expected.coords.map((coord) =>
    Math.round((coord ?? NaN) * 255)
      .toString(16)
      .padStart(2, '0'),
  );
  if (value.hex !== undefined) expect(value.hex, label).toBe(`#${opaque.join('')}`);
}

function expectSameDimension(css: string, value: Dimension, label: string) {
  const [, number = '', unit = ''] = /^(-?[\d.]+)([a-z]*)$/.exec(css) ?? [];
  expect(value.value, label).toBe(Number(number));
  // Zero needs no unit in CSS; elsewhere the unit must survive.
  if (Number(number) !== 0) expect(value.unit, label).toBe(unit);
}

/** The parser's resolved value says the same as the TypeScript source's CSS. */
function expectSameValue(type: string, css: string, value: unknown, label: string) {
  switch (type) {
    case 'color':
      expectSameColor(css, value as ColorValue, label);
      break;
    case 'dimension':
      expectSameDimension(css, value as Dimension, label);
      break;
    case 'duration': {
      const { value: amount, unit } = value as Dimension;
      expect(`${amount}${unit}`, label).toBe(css);
      break;
    }
    case 'number':
    case 'fontWeight':
      expect(value, label).toBe(Number(css));
      break;
    case 'fontFamily':
      expect((value as string[]).join(', '), label).toBe(css.replace(/['"]/g, ''));
      break;
    case 'cubicBezier':
      expect(value, label).toEqual(
        css === 'linear'
          ? [0, 0, 1, 1]
          : /^cubic-bezier\((.*)\)$/.exec(css)?.[1]?.split(/, */).map(Number),
      );
      break;
    case 'shadow': {
      const layers = value as ShadowLayer[];
      const sourceLayers = css === 'none' ? [] : css.split(/,(?![^(]*\))/);
      expect(layers, label).toHaveLength(sourceLayers.length);
      sourceLayers.forEach((layer, index) => {
        const parts = layer
          .trim()
          .replace(/\([^)]*\)/g, (args) => args.replace(/\s/g, ''))
          .split(/\s+/);
        const lengths = parts.filter((part) => /^-?[\d.]+[a-z]*$/.test(part));
        const [color = ''] = parts.filter((part) => !lengths.includes(part) && part !== 'inset');
        const [offsetX = '0', offsetY = '0', blur = '0', spread = '0'] = lengths;
        const actual = layers[index];
        if (!actual) return;
        expectSameDimension(offsetX, actual.offsetX, label);
        expectSameDimension(offsetY, actual.offsetY, label);
        expectSameDimension(blur, actual.blur, label);
        expectSameDimension(spread, actual.spread, label);
        expectSameColor(color, actual.color, label);
        expect(actual.inset ?? false, label).toBe(parts.includes('inset'));
      });
      break;
    }
    default:
      throw new Error(`${label}: no check for $type ${type}`);
  }
}

/** Keeps the parser's warnings to assert on, instead of printing them. */
class RecordingLogger extends Logger {
  readonly warnings: string[] = [];
  override warn(...entries: LogEntry[]) {
    this.warnings.push(
      ...entries.map((entry) => `${entry.group}:${entry.label ?? ''} ${entry.message}`),
    );
  }
}

describe('tokensDtcg', () => {
  const logger = new RecordingLogger();
  let tokens: TokenNormalizedSet;

  beforeAll(async () => {
    const config = defineConfig({}, { logger, cwd: new URL('.', import.meta.url) });
    // Terrazzo's recommended lint rules run too (value formats, kebab-case names); an error throws.
    ({ tokens } = await parse([{ src: document, filename: new URL(import.meta.url) }], {
      logger,
      config,
    }));
  });

  it('parses with no errors and no warnings', () => {
    expect(logger.stats().errorCount).toBe(0);
    expect(logger.warnings).toEqual([]);
  });

  it('has exactly the primitive and semantic tokens', () => {
    expect(Object.keys(tokens).sort()).toEqual(
      [...primitiveLeaves, ...semanticLeaves].map(([id]) => id).sort(),
    );
  });

  it('exports every primitive group but the two that are not values', () => {
    const groups = new Set(
      Object.keys(tokens)
        .filter((id) => id.startsWith('primitive.'))
        .map((id) => id.split('.')[1]),
    );
    expect([...groups].sort()).toEqual(Object.keys(primitives).map(kebab).sort());
  });

  it.each(primitiveLeaves)('%s has the value of the TypeScript primitive', (id, source) => {
    const token = tokens[id];
    expect(token, id).toBeDefined();
    expect(token?.aliasOf).toBeUndefined();
    expectSameValue(token?.$type ?? '', asCss(token?.$type ?? '', source), token?.$value, id);
  });

  it.each(semanticLeaves)('%s aliases a primitive with its value', (id, source) => {
    const token = tokens[id];
    expect(token, id).toBeDefined();
    const target = token?.aliasOf ?? '';
    // The two-tier contract: a semantic token names a use and points at a primitive.
    expect(target, id).toMatch(/^primitive\./);
    expect(tokens[target]?.$type).toBe(token?.$type);
    expect(asCss(token?.$type ?? '', primitiveSource.get(target) ?? NaN), id).toBe(source);
    const targetValue = tokens[target]?.$value;
    // Terrazzo 2.7.1 resolves an alias only when the target's value is truthy (`if ($value)` in
    // its parse/token.js), so `z-index.base`, aliasing 0, keeps its `{…}` reference. Only that
    // exact case reads the value from the target.
    const resolved = token?.$value === `{${target}}` && !targetValue ? targetValue : token?.$value;
    expect(resolved).toEqual(targetValue);
    expectSameValue(token?.$type ?? '', String(source), resolved, id);
  });

  it('writes aliases in the DTCG curly-brace syntax', () => {
    const written = document as unknown as {
      color: { action: { primary: { background: { $value: unknown } } } };
      size: { 'icon-sm': { $value: unknown } };
    };
    expect(written.color.action.primary.background.$value).toBe('{primitive.palette.brand.700}');
    // `1rem` is also `space.4` and `font.size.md`; the shared key decides.
    expect(written.size['icon-sm'].$value).toBe('{primitive.dimensions.icon-sm}');
  });

  it('spells values in the DTCG 2025.10 object forms', () => {
    expect(tokens['primitive.palette.brand.700']?.$value).toMatchObject({
      colorSpace: 'srgb',
      components: [0, 110 / 255, 77 / 255],
      hex: '#006e4d',
    });
    expect(tokens['primitive.palette.scrim']?.$value).toMatchObject({ alpha: 0.55 });
    expect(tokens['primitive.space.4']?.$value).toEqual({ value: 1, unit: 'rem' });
    expect(tokens['primitive.breakpoints.desktop']?.$value).toEqual({ value: 1024, unit: 'px' });
    expect(tokens['motion.duration.slide']?.$value).toEqual({ value: 500, unit: 'ms' });
    expect(tokens['motion.easing.standard']?.$value).toEqual([0.2, 0, 0, 1]);
    expect(tokens['font.weight.bold']?.$value).toBe(700);
    expect(tokens['font.family.body']?.$value).toEqual([
      'Inter',
      'Helvetica Neue',
      'Arial',
      'sans-serif',
    ]);
    expect(tokens['shadow.none']?.$value).toEqual([]);
  });

  it('carries the doc comments as descriptions', () => {
    expect(tokens['primitive.dimensions.touch-target']?.$description).toMatch(/WCAG 2\.2/);
    expect(tokens['size.touch-target']?.$description).toMatch(/WCAG 2\.2/);
    // The whole comment, `@fontsource/inter` included, though JSDoc reads `@` as a tag.
    expect(tokens['font.family.body']?.$description).toMatch(
      /^Self-hosted from @fontsource\/inter/,
    );
  });

  it('is deterministic', () => {
    expect(JSON.stringify(tokensDtcg())).toBe(JSON.stringify(document));
  });
});

describe('tokensCss', () => {
  const css = tokensCss();
  const body = css.replace(/^\/\*[^]*?\*\/\n/, '');
  const declarations = [...body.matchAll(/^ {2}(--[a-z\d-]+): ([^;{}]+);$/gm)].map(
    ([, name = '', value = '']) => [name, value] as const,
  );
  const properties = new Map(declarations);

  const resolve = (name: string, seen: string[] = []): string => {
    const value = properties.get(name);
    if (value === undefined) throw new Error(`${[...seen, name].join(' → ')} is not declared`);
    const reference = /^var\((--[a-z\d-]+)\)$/.exec(value)?.[1];
    return reference ? resolve(reference, [...seen, name]) : value;
  };

  it('is one :root rule of custom property declarations', () => {
    expect(body).toMatch(/^:root \{\n( {2}--[a-z\d-]+: [^;{}\n]+;\n)+\}\n$/);
  });

  it('declares each property once, one for every token', () => {
    expect(properties.size).toBe(declarations.length);
    expect(declarations).toHaveLength(primitiveLeaves.length + semanticLeaves.length);
  });

  it.each(primitiveLeaves)('%s holds the TypeScript primitive', (id, source) => {
    expect(properties.get(cssVarName(id))).toBe(asCss(typeOf(id), source));
  });

  it.each(semanticLeaves)('%s points at a primitive and resolves to its value', (id, source) => {
    expect(properties.get(cssVarName(id))).toMatch(/^var\(--beem-primitive-[a-z\d-]+\)$/);
    expect(resolve(cssVarName(id))).toBe(source);
  });

  it('uses readable names under --beem-', () => {
    expect(properties.get('--beem-color-action-primary-background')).toBe(
      'var(--beem-primitive-palette-brand-700)',
    );
    expect(properties.get('--beem-primitive-palette-brand-700')).toBe('#006e4d');
    expect(resolve('--beem-color-action-primary-background-hover')).toBe('#05553d');
    expect(resolve('--beem-motion-duration-slide')).toBe('500ms');
    expect(resolve('--beem-space-4')).toBe('1rem');
    expect(resolve('--beem-size-touch-target')).toBe('44px');
    expect(resolve('--beem-font-family-body')).toBe("'Inter', 'Helvetica Neue', Arial, sans-serif");
    expect(properties.get('--beem-primitive-breakpoints-desktop')).toBe('1024px');
  });

  it('is deterministic', () => {
    expect(tokensCss()).toBe(css);
  });
});
