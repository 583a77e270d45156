/**
 * What the two tiers share: the primitive tier as one object, the paths into it as types, and
 * the `ref` and `group` helpers the semantic tier names its primitives with.
 *
 * The rule: a semantic token says which primitive it stands for, by path, and the type checker
 * holds the path to a real primitive (`ref('palette.brand.700')`; a typo or a removed step fails
 * `tsc`). `resolveRefs` turns the semantic source into the CSS values the theme is made of, and
 * the exporter turns the same references into DTCG aliases, so neither has to guess a link from
 * equal values.
 */
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
  shadowsOnDark,
  sizePresets,
  space,
  typography,
  zIndex,
} from './primitives';

/**
 * Every primitive group that is a design value. Not here: `mediaQueries` (a custom property can't
 * be used in `@media`, and DTCG has no type for one; they derive from `breakpoints`, which are
 * here) and `sizePresetNames` (a list of keys, not values).
 */
export const primitiveTier = {
  palette,
  sizePresets,
  typography,
  space,
  radii,
  borderWidths,
  shadows,
  shadowsOnDark,
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
export type PrimitiveTier = typeof primitiveTier;

export type Leaf = string | number;
type Key<T> = Extract<keyof T, string | number>;

/** `'palette.brand.700'` for every leaf of `T`; `L` is what counts as a leaf. */
export type LeafPath<T, L = Leaf> = {
  [K in Key<T>]: T[K] extends L ? `${K}` : `${K}.${LeafPath<T[K], L>}`;
}[Key<T>];

/** `'palette'`, `'palette.brand'`… for every group of `T`. */
export type GroupPath<T, L = Leaf> = {
  [K in Key<T>]: T[K] extends L ? never : `${K}` | `${K}.${GroupPath<T[K], L>}`;
}[Key<T>];

/** The key of `T` spelt `S`: paths are strings, but `palette.brand`'s keys are numbers. */
type KeyNamed<T, S extends string> = { [K in Key<T>]: `${K}` extends S ? K : never }[Key<T>];

/** What sits at `P` in `T`. */
export type At<T, P extends string> = P extends `${infer Head}.${infer Rest}`
  ? At<T[KeyNamed<T, Head> & keyof T], Rest>
  : T[KeyNamed<T, P> & keyof T];

export type PrimitivePath = LeafPath<PrimitiveTier>;
export type PrimitiveGroupPath = GroupPath<PrimitiveTier>;
export type PrimitiveValue<P extends PrimitivePath> = At<PrimitiveTier, P>;

/** Primitives held as numbers, which a reference may write with a CSS unit. */
type NumberPrimitivePath = {
  [P in PrimitivePath]: PrimitiveValue<P> extends number ? P : never;
}[PrimitivePath];

/** Groups made only of tokens: the ones `group` can stand for as a whole. */
type TokenGroupPath = {
  [G in PrimitiveGroupPath]: At<PrimitiveTier, G>[keyof At<PrimitiveTier, G>] extends Leaf
    ? G
    : never;
}[PrimitiveGroupPath];

/**
 * A semantic token's reference to a primitive. `V` is what it resolves to; it exists only for
 * the type checker, which is how the resolved tier keeps every literal type the primitives have.
 */
export class Ref<P extends string = string, V = unknown> {
  declare readonly resolvesTo?: V;
  readonly path: P;
  /** Written after a number primitive: the semantic tier is CSS, and timers want numbers. */
  readonly unit: 'ms' | undefined;

  constructor(path: P, unit?: 'ms') {
    this.path = path;
    this.unit = unit;
  }
}

export function ref<P extends PrimitivePath>(path: P): Ref<P, PrimitiveValue<P>>;
export function ref<P extends NumberPrimitivePath>(path: P, unit: 'ms'): Ref<P, string>;
export function ref(path: PrimitivePath, unit?: 'ms'): Ref {
  return new Ref(path, unit);
}

export type GroupRefs<G extends TokenGroupPath> = {
  readonly [K in keyof At<PrimitiveTier, G>]: Ref<
    `${G}.${K & (string | number)}`,
    At<PrimitiveTier, G>[K]
  >;
};

/** A semantic group that is a primitive group under another name: one `ref` per key. */
export function group<G extends TokenGroupPath>(path: G): GroupRefs<G> {
  const source = primitiveAt(path);
  if (typeof source !== 'object') throw new Error(`${path} is a token, not a group`);
  return Object.fromEntries(
    Object.keys(source).map((key) => [key, new Ref(`${path}.${key}`)]),
  ) as GroupRefs<G>;
}

export interface PrimitiveTree {
  readonly [key: string]: Leaf | PrimitiveTree;
}
export interface SourceTree {
  readonly [key: string]: Ref | SourceTree;
}

/** The primitive token or group at a dotted path; throws on a path that names nothing. */
export function primitiveAt(path: string): Leaf | PrimitiveTree {
  let node: Leaf | PrimitiveTree = primitiveTier;
  for (const key of path.split('.')) {
    const child: Leaf | PrimitiveTree | undefined =
      typeof node === 'object' && Object.hasOwn(node, key) ? node[key] : undefined;
    if (child === undefined) throw new Error(`No primitive at ${path}`);
    node = child;
  }
  return node;
}

/** The value a reference stands for, as the semantic tier holds it. */
export function resolveRef(reference: Ref): Leaf {
  const value = primitiveAt(reference.path);
  if (typeof value === 'object') throw new Error(`${reference.path} is a group, not a token`);
  if (reference.unit === undefined) return value;
  if (typeof value !== 'number') {
    throw new Error(`${reference.path} is not a number, so it takes no unit`);
  }
  return `${value}${reference.unit}`;
}

export type Resolved<T> =
  T extends Ref<string, infer V> ? V : { readonly [K in keyof T]: Resolved<T[K]> };

/** The semantic source with every reference replaced by its value, keys in the same order. */
export function resolveRefs<T extends SourceTree>(tree: T): Resolved<T> {
  return Object.fromEntries(
    Object.entries(tree).map(([key, node]) => [
      key,
      node instanceof Ref ? resolveRef(node) : resolveRefs(node),
    ]),
  ) as Resolved<T>;
}
