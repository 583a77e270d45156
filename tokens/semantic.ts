/**
 * Tier 2: semantic tokens. Each name says what a value is for and names the primitive it stands
 * for with `ref` (or, for a whole group that is a primitive group under another name, `group`),
 * a path the type checker holds to a real primitive. `semanticSource` keeps those references for
 * the DTCG exporter; `semanticTokens` is the same tree resolved to CSS values, which the theme
 * (`theme.css.ts`) is made of and components read through `vars`.
 *
 * Descriptions for designers are data, in `descriptions.ts`, not comments here.
 */
import { group, ref, resolveRefs, type LeafPath, type Ref } from './tiers';

const colorSource = {
  surface: {
    page: ref('palette.neutral.0'),
    subtle: ref('palette.neutral.50'),
    sunken: ref('palette.neutral.100'),
    brand: ref('palette.brand.800'),
    brandSubtle: ref('palette.brand.50'),
    inverse: ref('palette.neutral.900'),
    header: ref('palette.neutral.0'),
    scrim: ref('palette.scrim'),
    veil: ref('palette.veil'),
  },
  text: {
    default: ref('palette.neutral.900'),
    muted: ref('palette.neutral.600'),
    inverse: ref('palette.neutral.0'),
    brand: ref('palette.brand.700'),
    link: ref('palette.brand.700'),
    linkHover: ref('palette.brand.900'),
  },
  border: {
    default: ref('palette.neutral.200'),
    strong: ref('palette.neutral.500'),
    focus: ref('palette.blue.700'),
  },
  action: {
    primary: {
      background: ref('palette.brand.700'),
      backgroundHover: ref('palette.brand.800'),
      backgroundActive: ref('palette.brand.900'),
      text: ref('palette.neutral.0'),
    },
    secondary: {
      background: ref('palette.neutral.0'),
      backgroundHover: ref('palette.brand.50'),
      backgroundActive: ref('palette.brand.100'),
      text: ref('palette.brand.800'),
      border: ref('palette.brand.700'),
    },
    ghost: {
      background: ref('palette.transparent'),
      backgroundHover: ref('palette.neutral.100'),
      backgroundActive: ref('palette.neutral.200'),
      text: ref('palette.neutral.900'),
    },
    disabled: {
      background: ref('palette.neutral.200'),
      text: ref('palette.neutral.600'),
      border: ref('palette.neutral.300'),
    },
  },
  tone: {
    neutral: {
      background: ref('palette.neutral.100'),
      text: ref('palette.neutral.900'),
      border: ref('palette.neutral.500'),
    },
    info: {
      background: ref('palette.blue.100'),
      text: ref('palette.blue.700'),
      border: ref('palette.blue.500'),
    },
    positive: {
      background: ref('palette.green.100'),
      text: ref('palette.green.700'),
      border: ref('palette.green.500'),
    },
    caution: {
      background: ref('palette.accent.100'),
      text: ref('palette.accent.700'),
      border: ref('palette.accent.500'),
    },
    critical: {
      background: ref('palette.red.100'),
      text: ref('palette.red.700'),
      border: ref('palette.red.500'),
    },
  },
  tag: { background: ref('palette.accent.300'), text: ref('palette.neutral.900') },
  spinner: { track: ref('palette.brand.100'), indicator: ref('palette.brand.600') },
  control: { thumbOn: ref('palette.neutral.0') },
  illustration: {
    backdrop: ref('palette.brand.100'),
    device: ref('palette.neutral.900'),
    screen: ref('palette.neutral.0'),
    card: ref('palette.brand.700'),
    cardDetail: ref('palette.brand.200'),
    line: ref('palette.neutral.100'),
    tile: ref('palette.brand.50'),
    coin: ref('palette.accent.500'),
    coinFace: ref('palette.accent.300'),
    coinMark: ref('palette.accent.700'),
  },
} as const;

/** The same tree of names, every leaf any reference: what a second theme must fill in. */
type ThemeShape<T> = { readonly [K in keyof T]: T[K] extends Ref ? Ref : ThemeShape<T[K]> };

/**
 * The dark theme's colours: the same roles, mapped to the palette for a dark page. Its rules:
 *
 * - The page is ink (neutral 900); a raised surface is a step lighter, a sunken one a step darker.
 * - Text is near-white; muted text stays above 4.5:1 on every surface it is used on.
 * - `inverse` keeps its job, a band that carries light text (the footer, a tooltip), as a lighter
 *   ink rather than white, so a dark page has no white slab in it.
 * - Beem green lightens for text and links (brand 300) and for the primary action, which carries
 *   ink text; the brand surface is brand 650, the one green that is 3:1 against the page (a
 *   checked switch's track) and 4.5:1 under light text.
 * - Tone colours swap ends: a deep ground of the hue (900) under light text of it (300).
 * - What a control draws on the brand surface stays light (a switch's knob when on), as the
 *   light text on it does, rather than taking the dark page's ink.
 * - The illustrations keep their shapes on a deep green ground, the phone's screen dimmed.
 */
const darkColorSource = {
  surface: {
    page: ref('palette.neutral.900'),
    subtle: ref('palette.neutral.850'),
    sunken: ref('palette.neutral.950'),
    brand: ref('palette.brand.650'),
    brandSubtle: ref('palette.brand.950'),
    inverse: ref('palette.neutral.800'),
    header: ref('palette.neutral.900'),
    scrim: ref('palette.scrimOnDark'),
    veil: ref('palette.veilOnDark'),
  },
  text: {
    default: ref('palette.neutral.50'),
    muted: ref('palette.neutral.400'),
    inverse: ref('palette.neutral.50'),
    brand: ref('palette.brand.300'),
    link: ref('palette.brand.300'),
    linkHover: ref('palette.brand.200'),
  },
  border: {
    default: ref('palette.neutral.700'),
    strong: ref('palette.neutral.500'),
    focus: ref('palette.blue.300'),
  },
  action: {
    primary: {
      background: ref('palette.brand.400'),
      backgroundHover: ref('palette.brand.300'),
      backgroundActive: ref('palette.brand.200'),
      text: ref('palette.neutral.900'),
    },
    secondary: {
      background: ref('palette.neutral.900'),
      backgroundHover: ref('palette.brand.950'),
      backgroundActive: ref('palette.brand.900'),
      text: ref('palette.brand.300'),
      border: ref('palette.brand.400'),
    },
    ghost: {
      background: ref('palette.transparent'),
      backgroundHover: ref('palette.neutral.800'),
      backgroundActive: ref('palette.neutral.700'),
      text: ref('palette.neutral.50'),
    },
    disabled: {
      background: ref('palette.neutral.800'),
      text: ref('palette.neutral.400'),
      border: ref('palette.neutral.700'),
    },
  },
  tone: {
    neutral: {
      background: ref('palette.neutral.950'),
      text: ref('palette.neutral.50'),
      border: ref('palette.neutral.400'),
    },
    info: {
      background: ref('palette.blue.900'),
      text: ref('palette.blue.300'),
      border: ref('palette.blue.500'),
    },
    positive: {
      background: ref('palette.green.900'),
      text: ref('palette.green.300'),
      border: ref('palette.green.500'),
    },
    caution: {
      background: ref('palette.accent.900'),
      text: ref('palette.accent.300'),
      border: ref('palette.accent.500'),
    },
    critical: {
      background: ref('palette.red.900'),
      text: ref('palette.red.300'),
      border: ref('palette.red.500'),
    },
  },
  tag: { background: ref('palette.accent.300'), text: ref('palette.neutral.900') },
  spinner: { track: ref('palette.neutral.700'), indicator: ref('palette.brand.400') },
  control: { thumbOn: ref('palette.neutral.50') },
  illustration: {
    backdrop: ref('palette.brand.900'),
    device: ref('palette.neutral.950'),
    screen: ref('palette.neutral.800'),
    card: ref('palette.brand.500'),
    cardDetail: ref('palette.brand.200'),
    line: ref('palette.neutral.700'),
    tile: ref('palette.brand.950'),
    coin: ref('palette.accent.500'),
    coinFace: ref('palette.accent.300'),
    coinMark: ref('palette.accent.700'),
  },
} as const satisfies ThemeShape<typeof colorSource>;

/** The semantic tier as written: every token a reference to the primitive it stands for. */
export const semanticSource = {
  color: colorSource,
  font: {
    family: group('typography.fontFamily'),
    size: group('typography.fontSize'),
    weight: group('typography.fontWeight'),
    lineHeight: group('typography.lineHeight'),
    letterSpacing: group('typography.letterSpacing'),
  },
  space: group('space'),
  radius: group('radii'),
  borderWidth: group('borderWidths'),
  shadow: group('shadows'),
  zIndex: group('zIndex'),
  opacity: group('opacities'),
  size: { ...group('dimensions'), ...group('measures') },
  motion: {
    // Not `group('durations')`: the message and autoplay timers are JavaScript's, not CSS's.
    duration: {
      instant: ref('durations.instant', 'ms'),
      fast: ref('durations.fast', 'ms'),
      base: ref('durations.base', 'ms'),
      slide: ref('durations.slide', 'ms'),
      spin: ref('durations.spin', 'ms'),
    },
    easing: group('easings'),
  },
} as const;

/** Every value of the theme, as CSS strings. Its shape is the theme contract. */
export const semanticTokens = resolveRefs(semanticSource);

/** The light theme's semantic colours, as CSS colour strings: `semanticTokens.color`. */
export const semanticColor = semanticTokens.color;

/**
 * The dark theme as written: the semantic tier with the dark colours and the shadows that show
 * on a dark page. Everything else (type, space, motion) is the same in both themes.
 */
export const darkSemanticSource = {
  ...semanticSource,
  color: darkColorSource,
  shadow: group('shadowsOnDark'),
} as const;

/** The dark theme's values, the same shape as `semanticTokens`: the theme contract's other mapping. */
export const darkSemanticTokens = resolveRefs(darkSemanticSource);

/**
 * The dark theme's semantic colours, the same shape as `semanticColor`: `darkSemanticTokens.color`.
 */
export const darkSemanticColor = darkSemanticTokens.color;

/** The semantic tokens that differ between the themes: the tools' files carry them per mode. */
export const themedGroups = ['color', 'shadow'] as const;

/** Both themes, by the mode name the tools' files and Storybook's theme switch use. */
export const themeModes = { light: semanticTokens, dark: darkSemanticTokens } as const;
/** A key of `themeModes`: `light` or `dark`. */
export type ThemeMode = keyof typeof themeModes;

/** A semantic colour's path under `color`, as a component reads it: `text.muted`. */
type ColorTokenPath = LeafPath<typeof colorSource, Ref>;

interface ContrastPairSpec {
  name: string;
  fg: ColorTokenPath;
  bg: ColorTokenPath;
  min: 3 | 4.5;
}

/** One theme's value of a semantic colour, by its path. */
function colorAt(theme: ThemeMode, path: ColorTokenPath): string {
  let node: unknown = themeModes[theme].color;
  for (const key of path.split('.')) {
    node = (node as Record<string, unknown>)[key];
  }
  if (typeof node !== 'string') throw new Error(`No colour at color.${path}`);
  return node;
}

const text = 4.5;
/** Non-text UI: a focus ring, a control's boundary, a state shown by colour alone (WCAG 1.4.11). */
const ui = 3;

/**
 * Every foreground/background pair the components draw, by role, with the WCAG 2.2 minimum each
 * must meet: 4.5 for text, 3 for non-text UI. A component that puts a token on a surface not
 * listed here adds the pair. The unit tests hold every pair to its minimum in both themes, the
 * Colour foundations page shows the ratios per theme, and the story tests' axe check (which
 * measures the rendered text in each theme) catches a pair this list misses.
 */
const pairSpecs: readonly ContrastPairSpec[] = [
  { name: 'Body text on page', fg: 'text.default', bg: 'surface.page', min: text },
  {
    name: 'Body text on subtle surface',
    fg: 'text.default',
    bg: 'surface.subtle',
    min: text,
  },
  {
    name: 'Body text on sunken surface',
    fg: 'text.default',
    bg: 'surface.sunken',
    min: text,
  },
  {
    name: 'Body text on brand-subtle surface',
    fg: 'text.default',
    bg: 'surface.brandSubtle',
    min: text,
  },
  {
    name: 'Body text on header',
    fg: 'text.default',
    bg: 'surface.header',
    min: text,
  },
  { name: 'Muted text on page', fg: 'text.muted', bg: 'surface.page', min: text },
  {
    name: 'Muted text on subtle surface',
    fg: 'text.muted',
    bg: 'surface.subtle',
    min: text,
  },
  {
    name: 'Muted text on sunken surface',
    fg: 'text.muted',
    bg: 'surface.sunken',
    min: text,
  },
  { name: 'Brand text on page', fg: 'text.brand', bg: 'surface.page', min: text },
  {
    name: 'Brand text on brand-subtle surface',
    fg: 'text.brand',
    bg: 'surface.brandSubtle',
    min: text,
  },
  { name: 'Link on page', fg: 'text.link', bg: 'surface.page', min: text },
  {
    name: 'Link on subtle surface',
    fg: 'text.link',
    bg: 'surface.subtle',
    min: text,
  },
  {
    name: 'Link, hovered, on page',
    fg: 'text.linkHover',
    bg: 'surface.page',
    min: text,
  },
  {
    name: 'Inverse text on brand surface',
    fg: 'text.inverse',
    bg: 'surface.brand',
    min: text,
  },
  {
    name: 'Inverse text on inverse surface',
    fg: 'text.inverse',
    bg: 'surface.inverse',
    min: text,
  },
  {
    name: 'Primary action label',
    fg: 'action.primary.text',
    bg: 'action.primary.background',
    min: text,
  },
  {
    name: 'Primary action label, hovered',
    fg: 'action.primary.text',
    bg: 'action.primary.backgroundHover',
    min: text,
  },
  {
    name: 'Primary action label, pressed',
    fg: 'action.primary.text',
    bg: 'action.primary.backgroundActive',
    min: text,
  },
  {
    name: 'Secondary action label',
    fg: 'action.secondary.text',
    bg: 'action.secondary.background',
    min: text,
  },
  {
    name: 'Secondary action label, hovered',
    fg: 'action.secondary.text',
    bg: 'action.secondary.backgroundHover',
    min: text,
  },
  {
    name: 'Secondary action label, pressed',
    fg: 'action.secondary.text',
    bg: 'action.secondary.backgroundActive',
    min: text,
  },
  {
    name: 'Ghost action label on page',
    fg: 'action.ghost.text',
    bg: 'surface.page',
    min: text,
  },
  {
    name: 'Ghost action label, hovered',
    fg: 'action.ghost.text',
    bg: 'action.ghost.backgroundHover',
    min: text,
  },
  {
    name: 'Ghost action label, pressed',
    fg: 'action.ghost.text',
    bg: 'action.ghost.backgroundActive',
    min: text,
  },
  {
    name: 'Critical action label',
    fg: 'action.primary.text',
    bg: 'tone.critical.text',
    min: text,
  },
  {
    name: 'Disabled action label',
    fg: 'action.disabled.text',
    bg: 'action.disabled.background',
    min: text,
  },
  {
    name: 'Positive message',
    fg: 'tone.positive.text',
    bg: 'tone.positive.background',
    min: text,
  },
  {
    name: 'Neutral message',
    fg: 'tone.neutral.text',
    bg: 'tone.neutral.background',
    min: text,
  },
  { name: 'Neutral border on page', fg: 'tone.neutral.border', bg: 'surface.page', min: ui },
  {
    name: 'Info message',
    fg: 'tone.info.text',
    bg: 'tone.info.background',
    min: text,
  },
  {
    name: 'Caution message',
    fg: 'tone.caution.text',
    bg: 'tone.caution.background',
    min: text,
  },
  {
    name: 'Critical message',
    fg: 'tone.critical.text',
    bg: 'tone.critical.background',
    min: text,
  },
  {
    name: 'Positive text on page',
    fg: 'tone.positive.text',
    bg: 'surface.page',
    min: text,
  },
  {
    name: 'Info text on page',
    fg: 'tone.info.text',
    bg: 'surface.page',
    min: text,
  },
  {
    name: 'Caution text on page',
    fg: 'tone.caution.text',
    bg: 'surface.page',
    min: text,
  },
  {
    name: 'Critical text on page',
    fg: 'tone.critical.text',
    bg: 'surface.page',
    min: text,
  },
  { name: 'Tag label', fg: 'tag.text', bg: 'tag.background', min: text },
  { name: 'Focus ring on page', fg: 'border.focus', bg: 'surface.page', min: ui },
  {
    name: 'Focus ring on subtle surface',
    fg: 'border.focus',
    bg: 'surface.subtle',
    min: ui,
  },
  {
    name: 'Secondary action border',
    fg: 'action.secondary.border',
    bg: 'surface.page',
    min: ui,
  },
  { name: 'Strong border on page', fg: 'border.strong', bg: 'surface.page', min: ui },
  {
    name: 'Strong border on subtle surface',
    fg: 'border.strong',
    bg: 'surface.subtle',
    min: ui,
  },
  {
    name: 'Critical border on page',
    fg: 'tone.critical.border',
    bg: 'surface.page',
    min: ui,
  },
  {
    name: 'Checked control on page',
    fg: 'surface.brand',
    bg: 'surface.page',
    min: ui,
  },
  { name: 'Spinner on page', fg: 'spinner.indicator', bg: 'surface.page', min: ui },
  {
    name: 'Switch knob on checked track',
    fg: 'control.thumbOn',
    bg: 'surface.brand',
    min: ui,
  },
];

/** One foreground on one background in one theme, and the contrast it must reach. */
export interface ContrastPair {
  /** What the pair is, in words: "Muted text on page". The same in both themes. */
  name: string;
  /** The theme the colours are from. */
  theme: ThemeMode;
  /** The foreground's colour in that theme. */
  fg: string;
  /** The background's colour in that theme. */
  bg: string;
  /** The foreground's semantic colour, as `vars.color` spells it: `text.muted`. */
  fgToken: string;
  /** The background's semantic colour, as `vars.color` spells it: `surface.page`. */
  bgToken: string;
  /** The WCAG 2.2 AA minimum contrast ratio: 4.5 for text, 3 for non-text UI. */
  min: 3 | 4.5;
}

/**
 * The pairs above in each theme, with their colours: what the contrast tests and the Colour page
 * read. `min` is the WCAG 2.2 AA minimum, 4.5 for text and 3 for non-text UI.
 */
export const contrastPairs: readonly ContrastPair[] = (['light', 'dark'] as const).flatMap(
  (theme) =>
    pairSpecs.map(({ name, fg, bg, min }) => ({
      name,
      theme,
      fg: colorAt(theme, fg),
      bg: colorAt(theme, bg),
      fgToken: fg,
      bgToken: bg,
      min,
    })),
);
