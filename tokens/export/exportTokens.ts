/**
 * The design tokens for tools outside React: a CSS file of custom properties and a W3C Design
 * Tokens Community Group (DTCG, format module 2025.10) JSON file for designers' tools. Both come
 * from the typed tiers in `tokens/`, so they cannot drift from what the components render.
 *
 * Naming. The theme contract (`createThemeContract` in `theme.css.ts`) gives its custom
 * properties hashed names that change from build to build, so nothing outside the bundle can
 * rely on them. These files are a framework-free mirror with readable, stable names instead:
 * every source key is kebab-cased and the path joined with `-`, under the `--beem-` prefix.
 * Semantic tokens keep the theme contract's shape (`vars.color.action.primary.backgroundHover`
 * is `--beem-color-action-primary-background-hover`); primitives sit under `primitive`
 * (`palette.brand[700]` is `--beem-primitive-palette-brand-700`), because `space` and a few
 * other groups exist in both tiers. The DTCG token ids are the same paths joined with `.`.
 *
 * Aliases come only from the references `semantic.ts` writes (`ref('palette.brand.700')`): every
 * semantic token is an alias to the primitive it names, never to one that merely has its value,
 * and a semantic token that isn't a reference, or resolves to something other than its
 * primitive's CSS, stops the export. A semantic token takes the primitive's `$type`.
 *
 * Descriptions are the data in `descriptions.ts`. A semantic token with none of its own takes its
 * primitive's when it has the primitive's name (`size.touchTarget`, `dimensions.touchTarget`),
 * and a semantic group its primitive group's when it refers to that group key for key (`space`),
 * because those are the same idea under another name.
 *
 * Themes. The colours and shadows differ between the light and the dark theme (`themedGroups`).
 * In the CSS file the light values are `:root`'s and the dark ones override them under a class;
 * in the DTCG file each such token's `$value` is the light alias and `$extensions.mode` holds
 * both, `light` and `dark`, the modes Terrazzo reads (and builds a resolver from).
 *
 * `exportTokens.test.ts` parses the DTCG file with Terrazzo and rebuilds both tiers, in both
 * modes, from it.
 */
import {
  primitiveDescriptions,
  primitiveTierDescription,
  semanticDescriptions,
} from '../descriptions';
import { darkSemanticSource, semanticSource, themedGroups, type ThemeMode } from '../semantic';
import {
  primitiveAt,
  primitiveTier,
  Ref,
  resolveRef,
  type Leaf,
  type PrimitiveTier,
  type PrimitiveTree,
  type SourceTree,
} from '../tiers';

type DtcgType =
  | 'color'
  | 'dimension'
  | 'fontFamily'
  | 'fontWeight'
  | 'duration'
  | 'cubicBezier'
  | 'number'
  | 'shadow';

/**
 * A `$type` for every group or token: one type covers a whole group. Being mapped over the
 * source's keys, a primitive group added without a type fails the type check.
 */
type TypeMap<T> = T extends Leaf ? DtcgType : DtcgType | { readonly [K in keyof T]: TypeMap<T[K]> };
interface TypeGroup {
  readonly [key: string]: DtcgType | TypeGroup | undefined;
}

const primitiveTypes: TypeMap<PrimitiveTier> = {
  palette: 'color',
  // Multipliers of the 16px root: the type scale and component sizes are built from them.
  sizePresets: 'number',
  typography: {
    fontFamily: 'fontFamily',
    fontSize: 'dimension',
    fontWeight: 'fontWeight',
    lineHeight: 'number',
    letterSpacing: 'dimension',
  },
  space: 'dimension',
  radii: 'dimension',
  borderWidths: 'dimension',
  shadows: 'shadow',
  shadowsOnDark: 'shadow',
  zIndex: 'number',
  breakpoints: 'dimension',
  durations: 'duration',
  easings: 'cubicBezier',
  motionDistances: 'dimension',
  opacities: 'number',
  measures: 'dimension',
  dimensions: 'dimension',
  // A stroke in the glyphs' 24-unit grid, and sizes as multiples of the surrounding font size.
  iconography: 'number',
};

const PREFIX = 'beem';
const PRIMITIVE_GROUP = 'primitive';

/** Matches Terrazzo's `core/consistent-naming` kebab-case rule for the keys the sources use. */
const kebab = (key: string) => key.replace(/([a-z\d])([A-Z])/g, '$1-$2').toLowerCase();

interface FlatToken {
  /** The key path in the TypeScript source, e.g. `['palette', 'brand', '700']`. */
  sourcePath: string[];
  /** The DTCG path, kebab-cased and, for primitives, under the `primitive` group. */
  path: string[];
  type: DtcgType;
  /** The value as CSS: numbers gain the unit their type implies. */
  css: string;
}

function cssValue(type: DtcgType, value: Leaf): string {
  if (typeof value === 'string') return value;
  if (type === 'dimension') return `${value}px`;
  if (type === 'duration') return `${value}ms`;
  return String(value);
}

function assertTokenName(key: string) {
  if (/[.{}]|^\$/.test(key)) throw new Error(`"${key}" can't be a DTCG token name`);
}

function flattenPrimitives(
  tree: PrimitiveTree,
  types: DtcgType | TypeGroup,
  sourcePath: string[],
): FlatToken[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const childTypes = typeof types === 'string' ? types : types[key];
    if (childTypes === undefined) {
      throw new Error(`No DTCG type for ${[...sourcePath, key].join('.')}`);
    }
    assertTokenName(key);
    const childSourcePath = [...sourcePath, key];
    if (typeof value === 'object') return flattenPrimitives(value, childTypes, childSourcePath);
    if (typeof childTypes !== 'string') {
      throw new Error(`${childSourcePath.join('.')} is a token but typed as a group`);
    }
    return [
      {
        sourcePath: childSourcePath,
        path: [PRIMITIVE_GROUP, ...childSourcePath.map(kebab)],
        type: childTypes,
        css: cssValue(childTypes, value),
      },
    ];
  });
}

interface SemanticToken {
  token: FlatToken;
  /** The primitive the source's `ref` names: the light theme's, which is also the default. */
  alias: FlatToken;
  /** For a token that differs by theme (`themedGroups`), the primitive each theme names. */
  modes?: Record<ThemeMode, FlatToken>;
}

/** Every reference in the semantic source, by source path. */
function semanticRefs(tree: SourceTree, sourcePath: string[] = []): [string[], Ref][] {
  return Object.entries(tree).flatMap(([key, node]): [string[], Ref][] => {
    assertTokenName(key);
    const childSourcePath = [...sourcePath, key];
    return node instanceof Ref ? [[childSourcePath, node]] : semanticRefs(node, childSourcePath);
  });
}

interface Tiers {
  primitives: FlatToken[];
  semantic: SemanticToken[];
}

function collectTiers(): Tiers {
  const primitives = flattenPrimitives(primitiveTier, primitiveTypes, []);
  const bySourcePath = new Map(primitives.map((token) => [token.sourcePath.join('.'), token]));
  const aliasOf = (id: string, reference: Ref) => {
    const alias = bySourcePath.get(reference.path);
    if (!alias) throw new Error(`${id} refers to ${reference.path}, which is not exported`);
    const css = String(resolveRef(reference));
    if (css !== alias.css) {
      throw new Error(`${id} is ${css} but its primitive ${reference.path} is ${alias.css}`);
    }
    return alias;
  };
  const darkRefs = new Map(
    semanticRefs(darkSemanticSource).map(([sourcePath, reference]) => [
      sourcePath.join('.'),
      reference,
    ]),
  );

  const semantic = semanticRefs(semanticSource).map(([sourcePath, reference]): SemanticToken => {
    const id = sourcePath.join('.');
    const alias = aliasOf(id, reference);
    const token = { sourcePath, path: sourcePath.map(kebab), type: alias.type, css: alias.css };
    if (!(themedGroups as readonly string[]).includes(sourcePath[0] ?? '')) return { token, alias };
    const darkRef = darkRefs.get(id);
    if (!darkRef) throw new Error(`${id} has no value in the dark theme`);
    return { token, alias, modes: { light: alias, dark: aliasOf(`${id} (dark)`, darkRef) } };
  });
  return { primitives, semantic };
}

const cssName = (path: readonly string[]) => `--${PREFIX}-${path.join('-')}`;
const tokenId = (path: readonly string[]) => path.join('.');

/** The custom property a DTCG token id is written as, e.g. `color.text.default`. */
export const cssVarName = (id: string) => cssName(id.split('.'));

function assertUniqueNames(tokens: readonly FlatToken[]) {
  const seen = new Map<string, string>();
  for (const token of tokens) {
    const name = cssName(token.path);
    const other = seen.get(name);
    if (other) throw new Error(`${other} and ${token.sourcePath.join('.')} are both ${name}`);
    seen.set(name, token.sourcePath.join('.'));
  }
}

/** The classes `tokens.css` draws a page dark with: always, or when the device is set to dark. */
export const tokensCssClasses = { dark: 'beem-dark', system: 'beem-system' } as const;

/**
 * `:root` custom properties for every primitive, then every semantic token, in the light theme.
 * Then the dark theme, as the semantic tokens that differ: under `.beem-dark`, and under
 * `.beem-system` when the device is set to dark, as the React themes do (`beemDarkTheme`,
 * `beemSystemTheme`).
 */
export function tokensCss(): string {
  const { primitives, semantic } = collectTiers();
  assertUniqueNames([...primitives, ...semantic.map(({ token }) => token)]);
  const declarations = [
    ...primitives.map((token) => `  ${cssName(token.path)}: ${token.css};`),
    ...semantic.map(({ token, alias }) => `  ${cssName(token.path)}: var(${cssName(alias.path)});`),
  ];
  const dark = (indent: string) =>
    semantic.flatMap(({ token, modes }) =>
      modes ? [`${indent}${cssName(token.path)}: var(${cssName(modes.dark.path)});`] : [],
    );
  const { dark: darkClass, system } = tokensCssClasses;
  return [
    '/*',
    ' * Beem design tokens as CSS custom properties, for pages built without React.',
    ' * Generated from tokens/primitives.ts and tokens/semantic.ts: do not edit.',
    ' * The semantic names follow the theme contract: vars.color.text.default is',
    ' * --beem-color-text-default here (the bundled theme hashes its names).',
    ' * --beem-primitive-* are raw values; style with the semantic tokens, which alias them.',
    ` * The page is light; class="${darkClass}" on <html> makes it dark, and class="${system}"`,
    " * follows the device's light or dark setting.",
    ' */',
    ':root {',
    '  color-scheme: light;',
    ...declarations,
    '}',
    `.${darkClass} {`,
    '  color-scheme: dark;',
    ...dark('  '),
    '}',
    `.${system} {`,
    '  color-scheme: light dark;',
    '}',
    '@media (prefers-color-scheme: dark) {',
    `  .${system} {`,
    ...dark('    '),
    '  }',
    '}',
    '',
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------
// DTCG values. Each parser accepts exactly the CSS forms the sources use and throws on anything
// else, so a new kind of value fails the build instead of being exported wrong.

interface DtcgColor {
  colorSpace: 'srgb';
  components: [number, number, number];
  alpha?: number;
  hex: string;
}
interface DtcgDimension {
  value: number;
  unit: 'px' | 'rem' | 'em';
}
interface DtcgDuration {
  value: number;
  unit: 'ms' | 's';
}
interface DtcgShadowLayer {
  color: DtcgColor;
  offsetX: DtcgDimension;
  offsetY: DtcgDimension;
  blur: DtcgDimension;
  spread: DtcgDimension;
  inset?: boolean;
}
type DtcgValue =
  | DtcgColor
  | DtcgDimension
  | DtcgDuration
  | DtcgShadowLayer[]
  | string[]
  | number[]
  | number
  | string;

const toHex = (channels: readonly number[]) =>
  `#${channels.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;

function srgb(channels: [number, number, number], alpha = 1): DtcgColor {
  const color: DtcgColor = {
    colorSpace: 'srgb',
    components: channels.map((channel) => channel / 255) as [number, number, number],
    hex: toHex(channels),
  };
  // `hex` is the opaque fallback; translucency lives only in `alpha`.
  if (alpha !== 1) color.alpha = alpha;
  return color;
}

function parseColor(css: string): DtcgColor {
  if (css === 'transparent') return srgb([0, 0, 0], 0);
  const hex = /^#([\da-f]{2})([\da-f]{2})([\da-f]{2})$/i.exec(css);
  if (hex) {
    const [, r = '', g = '', b = ''] = hex;
    return srgb([parseInt(r, 16), parseInt(g, 16), parseInt(b, 16)]);
  }
  const rgb = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*(?:,\s*([\d.]+)\s*)?\)$/.exec(css);
  if (rgb) {
    const [, r = '', g = '', b = '', alpha = '1'] = rgb;
    return srgb([Number(r), Number(g), Number(b)], Number(alpha));
  }
  throw new Error(`Unsupported colour: ${css}`);
}

function parseDimension(css: string): DtcgDimension {
  const match = /^(-?\d*\.?\d+)(px|rem|em)?$/.exec(css);
  const value = Number(match?.[1]);
  const unit = match?.[2] as DtcgDimension['unit'] | undefined;
  // DTCG dimensions always carry a unit; only zero may go without one in CSS.
  if (!match || (!unit && value !== 0)) throw new Error(`Unsupported dimension: ${css}`);
  return { value, unit: unit ?? 'px' };
}

function parseDuration(css: string): DtcgDuration {
  const match = /^(\d*\.?\d+)(ms|s)$/.exec(css);
  if (!match) throw new Error(`Unsupported duration: ${css}`);
  return { value: Number(match[1]), unit: match[2] as DtcgDuration['unit'] };
}

function parseNumber(css: string): number {
  const value = Number(css);
  if (css.trim() === '' || !Number.isFinite(value)) throw new Error(`Not a number: ${css}`);
  return value;
}

/** Splits on a separator that is not inside parentheses (commas inside `rgba()`, say). */
function splitOutsideParens(css: string, separator: RegExp): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of css) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (depth === 0 && separator.test(char)) {
      if (current.trim()) parts.push(current.trim());
      current = '';
    } else {
      current += char;
    }
  }
  if (current.trim()) parts.push(current.trim());
  return parts;
}

function parseShadow(css: string): DtcgShadowLayer[] {
  // DTCG has no `none`; a shadow with no layers draws nothing, which is what `none` means.
  if (css === 'none') return [];
  return splitOutsideParens(css, /,/).map((layer) => {
    const parts = splitOutsideParens(layer, /\s/);
    const inset = parts.includes('inset');
    const lengths = parts.filter((part) => /^-?\d*\.?\d+(px|rem|em)?$/.test(part));
    const colors = parts.filter((part) => part !== 'inset' && !lengths.includes(part));
    const [offsetX, offsetY, blur = '0', spread = '0'] = lengths;
    const [color] = colors;
    if (!offsetX || !offsetY || !color || lengths.length > 4 || colors.length > 1) {
      throw new Error(`Unsupported shadow: ${css}`);
    }
    return {
      color: parseColor(color),
      offsetX: parseDimension(offsetX),
      offsetY: parseDimension(offsetY),
      blur: parseDimension(blur),
      spread: parseDimension(spread),
      ...(inset ? { inset } : {}),
    };
  });
}

function parseFontFamily(css: string): string[] {
  return splitOutsideParens(css, /,/).map((family) => family.replace(/^(['"])(.*)\1$/, '$2'));
}

function parseCubicBezier(css: string): number[] {
  if (css === 'linear') return [0, 0, 1, 1];
  const match = /^cubic-bezier\(([^)]*)\)$/.exec(css);
  const points = match?.[1]?.split(',').map((point) => parseNumber(point.trim()));
  if (points?.length !== 4) throw new Error(`Unsupported easing: ${css}`);
  return points;
}

/** The DTCG `$value` of a CSS value of the given type. */
function dtcgValue(type: DtcgType, css: string): DtcgValue {
  switch (type) {
    case 'color':
      return parseColor(css);
    case 'dimension':
      return parseDimension(css);
    case 'duration':
      return parseDuration(css);
    case 'shadow':
      return parseShadow(css);
    case 'fontFamily':
      return parseFontFamily(css);
    case 'cubicBezier':
      return parseCubicBezier(css);
    case 'fontWeight':
    case 'number':
      return parseNumber(css);
  }
}

// ---------------------------------------------------------------------------------------------
// Descriptions: `descriptions.ts`, keyed by source path, read here by DTCG id.

/** The primitive group a semantic group refers to key for key (`space` to `space`), if any. */
function sameGroupAs(tree: SourceTree): string | undefined {
  const nodes = Object.entries(tree);
  const first = nodes[0]?.[1];
  if (!(first instanceof Ref)) return undefined;
  const groupPath = first.path.slice(0, first.path.lastIndexOf('.'));
  const group = primitiveAt(groupPath);
  const same =
    typeof group === 'object' &&
    Object.keys(group).length === nodes.length &&
    nodes.every(([key, node]) => node instanceof Ref && node.path === `${groupPath}.${key}`);
  return same ? groupPath : undefined;
}

/** Group and token descriptions by DTCG id, inherited ones included. */
function descriptionsById({ semantic }: Tiers): Map<string, string> {
  const byId = new Map<string, string>([[PRIMITIVE_GROUP, primitiveTierDescription]]);
  for (const [sourcePath, description] of Object.entries(primitiveDescriptions)) {
    if (description)
      byId.set(tokenId([PRIMITIVE_GROUP, ...sourcePath.split('.').map(kebab)]), description);
  }
  for (const [sourcePath, description] of Object.entries(semanticDescriptions)) {
    if (description) byId.set(tokenId(sourcePath.split('.').map(kebab)), description);
  }
  const inherit = (id: string, fromId: string) => {
    const description = byId.get(fromId);
    if (description && !byId.has(id)) byId.set(id, description);
  };

  for (const { token, alias } of semantic) {
    if (token.sourcePath.at(-1) === alias.sourcePath.at(-1)) {
      inherit(tokenId(token.path), tokenId(alias.path));
    }
  }

  const visit = (tree: SourceTree, sourcePath: string[]) => {
    const primitiveGroup = sameGroupAs(tree);
    if (primitiveGroup) {
      inherit(
        tokenId(sourcePath.map(kebab)),
        tokenId([PRIMITIVE_GROUP, ...primitiveGroup.split('.').map(kebab)]),
      );
    }
    for (const [key, node] of Object.entries(tree)) {
      if (!(node instanceof Ref)) visit(node, [...sourcePath, key]);
    }
  };
  visit(semanticSource, []);
  return byId;
}

// ---------------------------------------------------------------------------------------------

interface DtcgToken {
  $value: DtcgValue | DtcgReference;
  $type: DtcgType;
  $description?: string;
  /** Terrazzo's modes: the value in each theme, as an alias (`$value` is the light one). */
  $extensions?: { mode: Record<string, DtcgValue | DtcgReference> };
}
/** DTCG 2025.10's JSON Pointer form of an alias. */
interface DtcgReference {
  $ref: string;
}
export interface DtcgGroup {
  $description?: string;
  [name: string]: DtcgGroup | DtcgToken | string | undefined;
}

/** One token of the document: a value, or an alias to a token written before it. */
export interface DtcgEntry {
  path: readonly string[];
  type: DtcgType;
  description: string | undefined;
  value: { resolved: DtcgValue } | { aliasOf: string };
  /** Per theme, the token id it aliases; only for a token that differs by theme. */
  modes?: Readonly<Record<string, string>>;
}

const pointerSegment = (name: string) => name.replaceAll('~', '~0').replaceAll('/', '~1');

/**
 * An alias in curly braces, the form every DTCG tool reads, except to a token whose value is the
 * number 0 (only `primitive.z-index.base`, which the semantic `z-index.base` names). Terrazzo
 * 2.7.1 keeps a curly-brace alias unresolved when the value it resolves to is falsy: its
 * `resolveAliases` assigns the target's value only `if ($value)`, so it would hand tools the
 * string `{primitive.z-index.base}` for a number. The same reference as a JSON Pointer `$ref`
 * is inlined before that check and still recorded as the alias (`aliasOf`), so the semantic
 * token stays an alias, its value is 0 and CSS still reads `var(--beem-primitive-z-index-base)`.
 */
function dtcgAlias(target: readonly string[], targetValue: DtcgValue): DtcgToken['$value'] {
  if (targetValue === 0) {
    return { $ref: `#/${[...target, '$value'].map(pointerSegment).join('/')}` };
  }
  return `{${tokenId(target)}}`;
}

/** The group at `path`, created (with its description, so that comes first) if missing. */
function groupAt(
  root: DtcgGroup,
  path: readonly string[],
  descriptions: ReadonlyMap<string, string>,
): DtcgGroup {
  let group = root;
  path.forEach((name, index) => {
    const child = group[name];
    if (child === undefined) {
      const description = descriptions.get(tokenId(path.slice(0, index + 1)));
      const created: DtcgGroup = description ? { $description: description } : {};
      group[name] = created;
      group = created;
    } else if (typeof child === 'object' && !('$value' in child)) {
      group = child;
    } else {
      throw new Error(`${tokenId(path)} is both a token and a group`);
    }
  });
  return group;
}

/**
 * Writes DTCG JSON: the exporter's one serialiser, also what the round-trip test writes Terrazzo's
 * parse back out with.
 */
export function dtcgDocument(
  entries: Iterable<DtcgEntry>,
  groupDescriptions: ReadonlyMap<string, string>,
): DtcgGroup {
  const root: DtcgGroup = {};
  const values = new Map<string, DtcgValue>();
  const alias = (path: readonly string[], aliasOf: string) => {
    const target = values.get(aliasOf);
    if (target === undefined)
      throw new Error(`${tokenId(path)} aliases ${aliasOf}, not written yet`);
    return dtcgAlias(aliasOf.split('.'), target);
  };
  for (const { path, type, description, value, modes } of entries) {
    let $value: DtcgToken['$value'];
    if ('resolved' in value) {
      $value = value.resolved;
      values.set(tokenId(path), value.resolved);
    } else {
      $value = alias(path, value.aliasOf);
    }
    groupAt(root, path.slice(0, -1), groupDescriptions)[path.at(-1) ?? ''] = {
      $value,
      $type: type,
      ...(description ? { $description: description } : {}),
      ...(modes
        ? {
            $extensions: {
              mode: Object.fromEntries(
                Object.entries(modes).map(([mode, aliasOf]) => [mode, alias(path, aliasOf)]),
              ),
            },
          }
        : {}),
    };
  }
  return root;
}

/** The DTCG document: primitives under `primitive`, semantic tokens as aliases to them. */
export function tokensDtcg(): DtcgGroup {
  const tiers = collectTiers();
  const { primitives, semantic } = tiers;
  assertUniqueNames([...primitives, ...semantic.map(({ token }) => token)]);
  const descriptions = descriptionsById(tiers);
  return dtcgDocument(
    [
      ...primitives.map((token) => ({
        path: token.path,
        type: token.type,
        description: descriptions.get(tokenId(token.path)),
        value: { resolved: dtcgValue(token.type, token.css) },
      })),
      ...semantic.map(({ token, alias, modes }) => ({
        path: token.path,
        type: token.type,
        description: descriptions.get(tokenId(token.path)),
        value: { aliasOf: tokenId(alias.path) },
        ...(modes && {
          modes: { light: tokenId(modes.light.path), dark: tokenId(modes.dark.path) },
        }),
      })),
    ],
    descriptions,
  );
}
