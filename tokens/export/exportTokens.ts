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
 * Aliases. `semantic.ts` points at primitives by value (`palette.brand[700]` is just a string at
 * runtime), so the links are recovered here: a semantic group that is the very same object as a
 * primitive group (`space`, `radius`, `font.size`…) maps key for key; any other semantic value
 * aliases the one primitive of the same type with the same value, the same key breaking ties
 * (`size.iconSm` is `1rem`, like `space.4`, but it is `dimensions.iconSm`). A value no primitive
 * matches is written out resolved; the tests hold the semantic tier to aliasing every token.
 */
import ts from 'typescript';
import {
  borderWidths,
  breakpoints,
  dimensions,
  durations,
  easings,
  iconography,
  measures,
  motionDistances,
  opacities,
  palette,
  radii,
  shadows,
  sizePresets,
  space,
  typography,
  zIndex,
} from '../primitives';
import primitivesSource from '../primitives.ts?raw';
import { semanticTokens } from '../semantic';

type DtcgType =
  | 'color'
  | 'dimension'
  | 'fontFamily'
  | 'fontWeight'
  | 'duration'
  | 'cubicBezier'
  | 'number'
  | 'shadow';

type Leaf = string | number;
interface Tree {
  readonly [key: string]: Leaf | Tree;
}

/**
 * A `$type` for every group or token: one type covers a whole group. Being mapped over the
 * source's keys, a group added to either tier without a type fails the type check.
 */
type TypeMap<T> = T extends Leaf ? DtcgType : DtcgType | { readonly [K in keyof T]: TypeMap<T[K]> };
interface TypeGroup {
  readonly [key: string]: DtcgType | TypeGroup | undefined;
}

/**
 * Every primitive group that is a design value. Not here: `mediaQueries` (a custom property can't
 * be used in `@media`, and DTCG has no type for one; they derive from `breakpoints`, which are
 * here) and `sizePresetNames` (a list of keys, not values).
 */
const primitiveTier = {
  palette,
  sizePresets,
  typography,
  space,
  radii,
  borderWidths,
  shadows,
  zIndex,
  breakpoints,
  durations,
  easings,
  motionDistances,
  opacities,
  measures,
  dimensions,
  iconography,
} as const;

const primitiveTypes: TypeMap<typeof primitiveTier> = {
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

const semanticTypes: TypeMap<typeof semanticTokens> = {
  color: 'color',
  font: {
    family: 'fontFamily',
    size: 'dimension',
    weight: 'fontWeight',
    lineHeight: 'number',
    letterSpacing: 'dimension',
  },
  space: 'dimension',
  radius: 'dimension',
  borderWidth: 'dimension',
  shadow: 'shadow',
  zIndex: 'number',
  opacity: 'number',
  size: 'dimension',
  motion: { duration: 'duration', easing: 'cubicBezier' },
};

/** The semantic tier has no doc comments of its own on groups; these say what each is for. */
const semanticGroupDescriptions: Readonly<Record<string, string>> = {
  color: 'Colours by role. Each one aliases a palette primitive.',
  'color.surface': 'Backgrounds of pages, sections and overlays.',
  'color.text': 'Text colours.',
  'color.border': 'Borders, dividers and the focus ring.',
  'color.action': 'Buttons and other controls, by emphasis and state.',
  'color.status': 'Success, info, warning and error messages.',
  'color.tag': 'Tags and celebration highlights (the sunshine accent).',
  'color.spinner': 'The loading spinner.',
  font: 'Typography: the Inter family, the type scale and its weights.',
  size: 'Fixed component dimensions and reading measures.',
  motion: 'Durations and easing curves for transitions and animations.',
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
  /** The object holding this token in the source, to recognise groups the tiers share. */
  parent: Tree;
}

const isTree = (value: Leaf | Tree): value is Tree => typeof value === 'object';

function cssValue(type: DtcgType, value: Leaf): string {
  if (typeof value === 'string') return value;
  if (type === 'dimension') return `${value}px`;
  if (type === 'duration') return `${value}ms`;
  return String(value);
}

function flatten(
  tree: Tree,
  types: DtcgType | TypeGroup,
  sourcePath: string[],
  pathPrefix: string[],
): FlatToken[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const childTypes = typeof types === 'string' ? types : types[key];
    if (childTypes === undefined) {
      throw new Error(`No DTCG type for ${[...sourcePath, key].join('.')}`);
    }
    if (/[.{}]|^\$/.test(key)) throw new Error(`"${key}" can't be a DTCG token name`);
    const childSourcePath = [...sourcePath, key];
    if (isTree(value)) return flatten(value, childTypes, childSourcePath, pathPrefix);
    if (typeof childTypes !== 'string') {
      throw new Error(`${childSourcePath.join('.')} is a token but typed as a group`);
    }
    return [
      {
        sourcePath: childSourcePath,
        path: [...pathPrefix, ...childSourcePath.map(kebab)],
        type: childTypes,
        css: cssValue(childTypes, value),
        parent: tree,
      },
    ];
  });
}

/** Every object in the primitive tier, by identity, with its source path. */
function primitiveGroupPaths(): Map<object, string[]> {
  const paths = new Map<object, string[]>();
  const visit = (tree: Tree, path: string[]) => {
    paths.set(tree, path);
    for (const [key, value] of Object.entries(tree)) {
      if (isTree(value)) visit(value, [...path, key]);
    }
  };
  visit(primitiveTier, []);
  return paths;
}

interface Tiers {
  primitives: FlatToken[];
  semantic: { token: FlatToken; alias: FlatToken | undefined }[];
  /** Semantic group (DTCG path) → the primitive group it is the same object as. */
  sharedGroups: Map<string, string[]>;
}

function collectTiers(): Tiers {
  const primitives = flatten(primitiveTier, primitiveTypes, [], [PRIMITIVE_GROUP]);
  const bySourcePath = new Map(primitives.map((token) => [token.sourcePath.join('.'), token]));
  const groupPaths = primitiveGroupPaths();
  const sharedGroups = new Map<string, string[]>();

  const semantic = flatten(semanticTokens, semanticTypes, [], []).map((token) => {
    const key = token.sourcePath.at(-1) ?? '';
    const sharedGroup = groupPaths.get(token.parent);
    if (sharedGroup) {
      sharedGroups.set(token.path.slice(0, -1).join('.'), sharedGroup);
      return { token, alias: bySourcePath.get([...sharedGroup, key].join('.')) };
    }
    const sameValue = primitives.filter(
      (primitive) => primitive.type === token.type && primitive.css === token.css,
    );
    const candidates =
      sameValue.length > 1
        ? sameValue.filter((primitive) => primitive.sourcePath.at(-1) === key)
        : sameValue;
    return { token, alias: candidates.length === 1 ? candidates[0] : undefined };
  });
  return { primitives, semantic, sharedGroups };
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

/** `:root` custom properties for every primitive, then every semantic token. */
export function tokensCss(): string {
  const { primitives, semantic } = collectTiers();
  assertUniqueNames([...primitives, ...semantic.map(({ token }) => token)]);
  const declarations = [
    ...primitives.map((token) => `  ${cssName(token.path)}: ${token.css};`),
    ...semantic.map(
      ({ token, alias }) =>
        `  ${cssName(token.path)}: ${alias ? `var(${cssName(alias.path)})` : token.css};`,
    ),
  ];
  return [
    '/*',
    ' * Beem design tokens as CSS custom properties, for pages built without React.',
    ' * Generated from tokens/primitives.ts and tokens/semantic.ts: do not edit.',
    ' * The semantic names follow the theme contract: vars.color.text.default is',
    ' * --beem-color-text-default here (the bundled theme hashes its names).',
    ' * --beem-primitive-* are raw values; style with the semantic tokens, which alias them.',
    ' */',
    ':root {',
    ...declarations,
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
// Descriptions come from the doc comments in `primitives.ts`, read from its source, so the
// comment a developer reads and the description a designer reads are the same text.

interface SourceDocs {
  /** The module's own comment: the first paragraph describes the primitive tier. */
  module: string | undefined;
  /** Doc comment by source path, e.g. `durations.slide`. */
  byPath: Map<string, string>;
}

/**
 * The comment as written. Not `getTextOfJSDocComment`: it stops at the first `@`, and the
 * comments mention packages such as `@fontsource/inter` in prose.
 */
const docText = (doc: ts.JSDoc) =>
  doc
    .getText()
    .replace(/^\/\*\*|\*\/$/g, '')
    .split('\n')
    .map((line) => line.replace(/^\s*\*\s?/, ''))
    .join('\n')
    .trim();
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

function unwrapExpression(expression: ts.Expression): ts.Expression {
  return ts.isAsExpression(expression) ||
    ts.isSatisfiesExpression(expression) ||
    ts.isParenthesizedExpression(expression)
    ? unwrapExpression(expression.expression)
    : expression;
}

function readDocs(source: string): SourceDocs {
  const file = ts.createSourceFile('primitives.ts', source, ts.ScriptTarget.Latest, true);
  const byPath = new Map<string, string>();
  let module: string | undefined;

  const record = (path: string[], node: ts.Node) => {
    const docs = ts.getJSDocCommentsAndTags(node).filter(ts.isJSDoc);
    const [first] = docs;
    // TypeScript attaches a file's opening comment to its first statement; it is the module's.
    if (first?.pos === 0) {
      module = docText(first).split(/\n\s*\n/)[0];
      docs.shift();
    }
    const own = docs.at(-1);
    if (own && docText(own)) byPath.set(path.join('.'), oneLine(docText(own)));
  };

  const visitObject = (expression: ts.Expression, path: string[]) => {
    const object = unwrapExpression(expression);
    if (!ts.isObjectLiteralExpression(object)) return;
    for (const property of object.properties) {
      if (!ts.isPropertyAssignment(property)) continue;
      const { name } = property;
      if (!ts.isIdentifier(name) && !ts.isStringLiteral(name) && !ts.isNumericLiteral(name)) {
        continue;
      }
      record([...path, name.text], property);
      visitObject(property.initializer, [...path, name.text]);
    }
  };

  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name) || !declaration.initializer) continue;
      record([declaration.name.text], statement);
      visitObject(declaration.initializer, [declaration.name.text]);
    }
  }
  return { module: module && oneLine(module), byPath };
}

// ---------------------------------------------------------------------------------------------

interface DtcgToken {
  $value: DtcgValue;
  $type: DtcgType;
  $description?: string;
}
export interface DtcgGroup {
  $description?: string;
  [name: string]: DtcgGroup | DtcgToken | string | undefined;
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

/** The DTCG document: primitives under `primitive`, semantic tokens as aliases to them. */
export function tokensDtcg(): DtcgGroup {
  const { primitives, semantic, sharedGroups } = collectTiers();
  assertUniqueNames([...primitives, ...semantic.map(({ token }) => token)]);
  const docs = readDocs(primitivesSource);
  const docFor = (sourcePath: readonly string[]) => docs.byPath.get(sourcePath.join('.'));

  const groupDescriptions = new Map<string, string>(Object.entries(semanticGroupDescriptions));
  if (docs.module) groupDescriptions.set(PRIMITIVE_GROUP, docs.module);
  for (const [sourcePath, description] of docs.byPath) {
    groupDescriptions.set(
      tokenId([PRIMITIVE_GROUP, ...sourcePath.split('.').map(kebab)]),
      description,
    );
  }
  // A semantic group that is a primitive group under another name shares its comment.
  for (const [id, primitivePath] of sharedGroups) {
    const description = docFor(primitivePath);
    if (description && !groupDescriptions.has(id)) groupDescriptions.set(id, description);
  }

  const root: DtcgGroup = {};
  const add = (path: readonly string[], token: DtcgToken) => {
    groupAt(root, path.slice(0, -1), groupDescriptions)[path.at(-1) ?? ''] = token;
  };

  for (const token of primitives) {
    const description = docFor(token.sourcePath);
    add(token.path, {
      $value: dtcgValue(token.type, token.css),
      $type: token.type,
      ...(description ? { $description: description } : {}),
    });
  }
  for (const { token, alias } of semantic) {
    // A semantic token under the primitive's own name is the same idea, so it keeps its comment.
    const description =
      alias && alias.sourcePath.at(-1) === token.sourcePath.at(-1)
        ? docFor(alias.sourcePath)
        : undefined;
    add(token.path, {
      $value: alias ? `{${tokenId(alias.path)}}` : dtcgValue(token.type, token.css),
      $type: token.type,
      ...(description ? { $description: description } : {}),
    });
  }
  return root;
}
