import {
  Logger,
  defineConfig,
  parse,
  type LogEntry,
  type Resolver,
  type TokenNormalizedSet,
} from '@terrazzo/parser';
import Color from 'colorjs.io';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  primitiveDescriptions,
  primitiveTierDescription,
  semanticDescriptions,
} from '../descriptions';
import * as primitiveModule from '../primitives';
import { darkSemanticSource, semanticSource, semanticTokens, themedGroups } from '../semantic';
import { Ref, type SourceTree } from '../tiers';
import {
  cssVarName,
  dtcgDocument,
  tokensCss,
  tokensDtcg,
  type DtcgEntry,
  type DtcgGroup,
} from './exportTokens';

/**
 * The exporter is checked against the TypeScript sources directly: the walk, the naming, the
 * value comparisons and the description rules below are written again here rather than
 * imported, so a slip in the exporter can't also hide in its test. Only writing Terrazzo's parse
 * back out uses the exporter's serialiser, since that test is about the file surviving a round
 * trip through it.
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

/** Semantic token id → the primitive id its `ref` names in `semantic.ts`. */
const refs = (tree: SourceTree, path: string[] = []): [string, string][] =>
  Object.entries(tree).flatMap(([key, node]): [string, string][] =>
    node instanceof Ref
      ? [[idOf([...path, key]), `primitive.${idOf(node.path.split('.'))}`]]
      : refs(node, [...path, key]),
  );
const sourceRefs = new Map(refs(semanticSource));
/** The same for the dark theme, for the tokens that differ by theme. */
const isThemed = (id: string) =>
  (themedGroups as readonly string[]).includes(id.split('.')[0] ?? '');
const darkRefs = new Map(refs(darkSemanticSource).filter(([id]) => isThemed(id)));

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

/**
 * CSS as the TypeScript source would spell it, from a DTCG value Terrazzo resolved: the inverse of
 * the exporter's parsing, written here again. `sameCss` evens out spellings CSS treats as equal.
 */
function cssFromDtcg(type: string, value: unknown): string {
  const length = ({ value: amount, unit }: Dimension) => (amount === 0 ? '0' : `${amount}${unit}`);
  const color = ({ components, alpha }: ColorValue) => {
    const channels = components.map((component) => Math.round(component * 255));
    if (alpha === undefined || alpha === 1) {
      return `#${channels.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
    }
    return `rgba(${channels.join(', ')}, ${alpha})`;
  };
  switch (type) {
    case 'color':
      return sameCss(color(value as ColorValue));
    case 'dimension':
      return length(value as Dimension);
    case 'duration': {
      const { value: amount, unit } = value as Dimension;
      return `${amount}${unit}`;
    }
    case 'number':
    case 'fontWeight':
      return String(value);
    case 'fontFamily':
      return (value as string[]).join(', ');
    case 'cubicBezier':
      return `cubic-bezier(${(value as number[]).join(', ')})`;
    case 'shadow': {
      const layers = value as ShadowLayer[];
      if (layers.length === 0) return 'none';
      return sameCss(
        layers
          .map((layer) =>
            [
              ...(layer.inset ? ['inset'] : []),
              length(layer.offsetX),
              length(layer.offsetY),
              length(layer.blur),
              ...(layer.spread.value === 0 ? [] : [length(layer.spread)]),
              color(layer.color),
            ].join(' '),
          )
          .join(', '),
      );
    }
    default:
      throw new Error(`No CSS for $type ${type}`);
  }
}

/** Quotes, trailing zeros and keywords that name a value spelt out elsewhere, made equal. */
function sameCss(css: string): string {
  const keywords: Record<string, string> = {
    transparent: 'rgba(0, 0, 0, 0)',
    linear: 'cubic-bezier(0, 0, 1, 1)',
  };
  return (keywords[css] ?? css)
    .replace(/['"]/g, '')
    .replace(/(?<![\w#.])-?\d*\.?\d+/g, (number) => String(Number(number)));
}

type ResolvedValue = Extract<DtcgEntry['value'], { resolved: unknown }>['resolved'];

/**
 * Terrazzo fills in what DTCG leaves to defaults, an opaque colour's `alpha: 1` and a shadow's
 * `inset: false`, which the exporter leaves out; those alone are dropped again.
 */
function withoutDefaults(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutDefaults);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, child]: [string, unknown]) =>
      (key === 'alpha' && child === 1) || (key === 'inset' && child === false)
        ? []
        : [[key, withoutDefaults(child)]],
    ),
  );
}

/** The token at a DTCG id in a document. */
function tokenAt(group: DtcgGroup, id: string): { $value: unknown } {
  let node: unknown = group;
  for (const name of id.split('.')) node = (node as Record<string, unknown>)[name];
  return node as { $value: unknown };
}

/** The token id an alias names, in either DTCG form: `{a.b}` or `{ "$ref": "#/a/b/$value" }`. */
function writtenAlias(value: unknown): string | undefined {
  if (typeof value === 'string') return /^\{([^{}]+)\}$/.exec(value)?.[1];
  const pointer = (value as { $ref?: unknown } | null)?.$ref;
  if (typeof pointer !== 'string') return undefined;
  const segments = pointer.replace(/^#\//, '').split('/');
  if (segments.pop() !== '$value') return undefined;
  return segments.map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~')).join('.');
}

/**
 * The descriptions the document should carry, by id, from `descriptions.ts` and the two ways a
 * semantic token or group takes its primitive's (the same name; the same group, key for key).
 */
function expectedDescriptions(): Map<string, string> {
  const expected = new Map<string, string>([['primitive', primitiveTierDescription]]);
  for (const [path, description] of Object.entries(primitiveDescriptions)) {
    if (description) expected.set(`primitive.${idOf(path.split('.'))}`, description);
  }
  for (const [path, description] of Object.entries(semanticDescriptions)) {
    if (description) expected.set(idOf(path.split('.')), description);
  }
  const inherit = (id: string, from: string) => {
    const description = expected.get(from);
    if (description !== undefined && !expected.has(id)) expected.set(id, description);
  };
  for (const [id, target] of sourceRefs) {
    if (id.split('.').at(-1) === target.split('.').at(-1)) inherit(id, target);
  }
  const visit = (tree: SourceTree, path: string[]) => {
    const children = Object.entries(tree);
    const paths = children.map(([, node]) => (node instanceof Ref ? node.path : ''));
    const groupPath = paths[0]?.split('.').slice(0, -1).join('.') ?? '';
    let primitiveGroup: unknown = primitives;
    for (const key of groupPath.split('.')) {
      primitiveGroup = (primitiveGroup as Record<string, unknown> | undefined)?.[key];
    }
    const sameGroup =
      groupPath !== '' &&
      typeof primitiveGroup === 'object' &&
      primitiveGroup !== null &&
      Object.keys(primitiveGroup).length === children.length &&
      children.every(([key], index) => paths[index] === `${groupPath}.${key}`);
    if (sameGroup) inherit(idOf(path), `primitive.${idOf(groupPath.split('.'))}`);
    for (const [key, node] of children) if (!(node instanceof Ref)) visit(node, [...path, key]);
  };
  visit(semanticSource, []);
  return expected;
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

/** Terrazzo's source document is a Momoa syntax tree; this reads it back as JSON. */
interface MomoaNode {
  type: string;
  value?: unknown;
  body?: MomoaNode;
  members?: { name: { value: string }; value: MomoaNode }[];
  elements?: { value: MomoaNode }[];
}
function evaluate(node: MomoaNode): unknown {
  switch (node.type) {
    case 'Document':
      return node.body && evaluate(node.body);
    case 'Object':
      return Object.fromEntries(
        (node.members ?? []).map(({ name, value }) => [name.value, evaluate(value)]),
      );
    case 'Array':
      return (node.elements ?? []).map(({ value }) => evaluate(value));
    default:
      return node.value ?? null;
  }
}

/** Every group's own `$description` in a DTCG document, by id. */
function groupDescriptions(group: DtcgGroup, path: string[] = []): [string, string][] {
  return Object.entries(group).flatMap(([key, child]): [string, string][] => {
    if (key === '$description' && typeof child === 'string' && path.length > 0) {
      return [[path.join('.'), child]];
    }
    if (typeof child !== 'object' || '$value' in child) return [];
    return groupDescriptions(child, [...path, key]);
  });
}

describe('tokensDtcg', () => {
  const logger = new RecordingLogger();
  let tokens: TokenNormalizedSet;
  let resolver: Resolver;
  /** The document as Terrazzo read it. */
  let parsed: DtcgGroup;

  beforeAll(async () => {
    // In document order, so the round trip can write the tokens back in the order it read them.
    const config = defineConfig(
      { alphabetize: false },
      { logger, cwd: new URL('.', import.meta.url) },
    );
    // Terrazzo's recommended lint rules run too (value formats, kebab-case names); an error throws.
    const result = await parse([{ src: document, filename: new URL(import.meta.url) }], {
      logger,
      config,
    });
    tokens = result.tokens;
    resolver = result.resolver;
    parsed = evaluate(result.sources[0]?.document as MomoaNode) as DtcgGroup;
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

  it.each(semanticLeaves)('%s aliases the primitive its ref names', (id, source) => {
    const token = tokens[id];
    expect(token, id).toBeDefined();
    const target = token?.aliasOf ?? '';
    // The two-tier contract: a semantic token names a use and points at a primitive.
    expect(target, id).toBe(sourceRefs.get(id));
    expect(token?.aliasChain, id).toEqual([target]);
    expect(tokens[target]?.$type).toBe(token?.$type);
    expect(asCss(token?.$type ?? '', primitiveSource.get(target) ?? NaN), id).toBe(source);
    expect(token?.$value, id).toEqual(tokens[target]?.$value);
    expectSameValue(token?.$type ?? '', String(source), token?.$value, id);
  });

  /** The aliases a token's `$extensions.mode` names, by mode, as Terrazzo kept them. */
  const modeAliases = (id: string) =>
    Object.fromEntries(
      Object.entries(
        (tokens[id]?.$extensions as { mode?: Record<string, unknown> } | undefined)?.mode ?? {},
      ).map(([mode, value]) => [mode, writtenAlias(value)]),
    );

  it('carries the colours and shadows in a light and a dark mode, each an alias', () => {
    const themed = Object.keys(tokens).filter((id) => Object.keys(modeAliases(id)).length > 0);
    expect(themed.sort()).toEqual([...darkRefs.keys()].sort());
    for (const id of themed) {
      // `$value` stays the light theme's, so a tool that knows no modes still gets a whole theme.
      expect(modeAliases(id), id).toEqual({ light: sourceRefs.get(id), dark: darkRefs.get(id) });
    }
    expect(modeAliases('color.surface.page').dark).toBe('primitive.palette.neutral.900');
    expect(modeAliases('shadow.md').dark).toBe('primitive.shadows-on-dark.md');
  });

  it.each(['light', 'dark'] as const)(
    "resolves through Terrazzo's resolver to the %s theme's values",
    (mode) => {
      // Terrazzo turns `$extensions.mode` into a resolver with one modifier, `tzMode`.
      const set = resolver.apply({ tzMode: mode });
      const targets = mode === 'light' ? sourceRefs : darkRefs;
      for (const id of darkRefs.keys()) {
        expect(set[id]?.$value, `${id} (${mode})`).toEqual(tokens[targets.get(id) ?? '']?.$value);
      }
      expect(set['space.4']?.$value, 'a token with no modes').toEqual(tokens['space.4']?.$value);
    },
  );

  it('writes aliases in the DTCG curly-brace syntax', () => {
    const written = document as unknown as {
      color: { action: { primary: { background: { $value: unknown } } } };
      size: { 'icon-sm': { $value: unknown } };
      'z-index': { base: { $value: unknown } };
    };
    expect(written.color.action.primary.background.$value).toBe('{primitive.palette.brand.700}');
    // `1rem` is also `space.4` and `font.size.md`: the ref, not the value, decides.
    expect(written.size['icon-sm'].$value).toBe('{primitive.dimensions.icon-sm}');
    // The one alias to a 0, which Terrazzo resolves only in the JSON Pointer form (see exporter).
    expect(written['z-index'].base.$value).toEqual({ $ref: '#/primitive/z-index/base/$value' });
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
      'Inter Fallback Arial',
      'Inter Fallback Roboto',
      'Inter Fallback Liberation Sans',
      'Inter Fallback DejaVu Sans',
      'Helvetica Neue',
      'Arial',
      'sans-serif',
    ]);
    expect(tokens['shadow.none']?.$value).toEqual([]);
  });

  it('carries the descriptions', () => {
    expect(tokens['primitive.dimensions.touch-target']?.$description).toMatch(/WCAG 2\.2/);
    expect(tokens['size.touch-target']?.$description).toMatch(/WCAG 2\.2/);
    expect(tokens['font.family.body']?.$description).toMatch(
      /^Self-hosted from @fontsource\/inter/,
    );
    // A semantic group that is a primitive group key for key shares its description.
    expect((parsed.space as DtcgGroup).$description).toBe(primitiveDescriptions.space);
    expect((parsed.color as DtcgGroup).$description).toBe(semanticDescriptions.color);
  });

  it('is deterministic', () => {
    expect(JSON.stringify(tokensDtcg())).toBe(JSON.stringify(document));
  });

  describe('round trip: what Terrazzo reads back is the TypeScript source', () => {
    it('has the same values', () => {
      const fromTerrazzo = Object.fromEntries(
        Object.entries(tokens).map(([id, token]) => [id, cssFromDtcg(token.$type, token.$value)]),
      );
      const fromSource = Object.fromEntries(
        [...primitiveLeaves, ...semanticLeaves].map(([id, value]) => [
          id,
          sameCss(asCss(typeOf(id), value)),
        ]),
      );
      expect(fromTerrazzo).toEqual(fromSource);
    });

    it('has the same references', () => {
      const aliases = Object.entries(tokens).flatMap(([id, token]) =>
        token.aliasOf ? [[id, token.aliasOf] as const] : [],
      );
      expect(new Map(aliases)).toEqual(sourceRefs);
      // And as written: each alias in the JSON names the primitive the `ref` names.
      const written = new Map(
        semanticLeaves.map(([id]) => [id, writtenAlias(tokenAt(document, id).$value)]),
      );
      expect(written).toEqual(sourceRefs);
    });

    it('has the same descriptions', () => {
      const expected = expectedDescriptions();
      const tokenDescriptions = Object.entries(tokens).flatMap(([id, token]) =>
        token.$description ? [[id, token.$description] as const] : [],
      );
      expect(new Map(tokenDescriptions)).toEqual(
        new Map([...expected].filter(([id]) => id in tokens)),
      );
      // Terrazzo hands each group's description down to the groups inside it, so a group's own
      // description is read from the document it parsed.
      expect(new Map(groupDescriptions(parsed))).toEqual(
        new Map([...expected].filter(([id]) => !(id in tokens))),
      );
    });

    it('writes back exactly the file it read', () => {
      const entries = Object.values(tokens).map((token): DtcgEntry => ({
        path: token.id.split('.'),
        type: token.$type as DtcgEntry['type'],
        description: token.$description,
        value: token.aliasOf
          ? { aliasOf: token.aliasOf }
          : { resolved: withoutDefaults(token.$value) as ResolvedValue },
        ...(modeAliases(token.id).dark && {
          modes: {
            light: modeAliases(token.id).light ?? '',
            dark: modeAliases(token.id).dark ?? '',
          },
        }),
      }));
      const written = dtcgDocument(entries, new Map(groupDescriptions(parsed)));
      expect(JSON.stringify(written, null, 2)).toBe(JSON.stringify(document, null, 2));
    });
  });
});

describe('tokensCss', () => {
  const css = tokensCss();
  const body = css.replace(/^\/\*[^]*?\*\/\n/, '');
  const rule = (selector: string, indent = '') =>
    new RegExp(`^${indent}${selector.replace('.', '\\.')} \\{\\n([^]*?)^${indent}\\}$`, 'm').exec(
      body,
    )?.[1] ?? '';
  const declarationsIn = (block: string) =>
    [...block.matchAll(/^ *(--[a-z\d-]+): ([^;{}]+);$/gm)].map(
      ([, name = '', value = '']) => [name, value] as const,
    );
  const declarations = declarationsIn(rule(':root'));
  const properties = new Map(declarations);
  const darkProperties = new Map(declarationsIn(rule('.beem-dark')));

  const resolve = (name: string, seen: string[] = []): string => {
    const value = properties.get(name);
    if (value === undefined) throw new Error(`${[...seen, name].join(' → ')} is not declared`);
    const reference = /^var\((--[a-z\d-]+)\)$/.exec(value)?.[1];
    return reference ? resolve(reference, [...seen, name]) : value;
  };

  it('is a light :root, then the dark theme under its class and under the device setting', () => {
    const declarationLines = (indent: string) => `(${indent}--[a-z\\d-]+: [^;{}\\n]+;\\n)+`;
    expect(body).toMatch(
      new RegExp(
        [
          `^:root \\{\\n  color-scheme: light;\\n${declarationLines('  ')}\\}\\n`,
          `\\.beem-dark \\{\\n  color-scheme: dark;\\n${declarationLines('  ')}\\}\\n`,
          `\\.beem-system \\{\\n  color-scheme: light dark;\\n\\}\\n`,
          `@media \\(prefers-color-scheme: dark\\) \\{\\n  \\.beem-system \\{\\n${declarationLines('    ')}  \\}\\n\\}\\n$`,
        ].join(''),
      ),
    );
    // The device-following dark theme is the same as the class's.
    expect(declarationsIn(rule('.beem-system', '  '))).toEqual([...darkProperties]);
  });

  it.each([...darkRefs])(
    'in the dark theme, %s points at the primitive the dark theme names',
    (id, target) => {
      expect(darkProperties.get(cssVarName(id))).toBe(`var(${cssVarName(target)})`);
    },
  );

  it('overrides in the dark theme exactly the tokens that differ by theme', () => {
    expect([...darkProperties.keys()].sort()).toEqual([...darkRefs.keys()].map(cssVarName).sort());
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
    expect(resolve('--beem-font-family-body')).toMatch(/^'Inter', 'Inter Fallback Arial', /);
    expect(properties.get('--beem-primitive-breakpoints-desktop')).toBe('1024px');
  });

  it('is deterministic', () => {
    expect(tokensCss()).toBe(css);
  });
});
