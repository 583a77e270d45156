/**
 * Tier 2: semantic tokens. Each name says what a value is for and names the primitive it stands
 * for with `ref` (or, for a whole group that is a primitive group under another name, `group`),
 * a path the type checker holds to a real primitive. `semanticSource` keeps those references for
 * the DTCG exporter; `semanticTokens` is the same tree resolved to CSS values, which the theme
 * (`theme.css.ts`) is made of and components read through `vars`.
 *
 * Descriptions for designers are data, in `descriptions.ts`, not comments here.
 */
import { group, ref, resolveRefs } from './tiers';

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
    focus: ref('palette.info.700'),
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
  status: {
    success: {
      background: ref('palette.success.100'),
      text: ref('palette.success.700'),
      border: ref('palette.success.500'),
    },
    info: {
      background: ref('palette.info.100'),
      text: ref('palette.info.700'),
      border: ref('palette.info.500'),
    },
    warning: {
      background: ref('palette.accent.100'),
      text: ref('palette.accent.700'),
      border: ref('palette.accent.500'),
    },
    error: {
      background: ref('palette.error.100'),
      text: ref('palette.error.700'),
      border: ref('palette.error.500'),
    },
  },
  tag: { background: ref('palette.accent.300'), text: ref('palette.neutral.900') },
  spinner: { track: ref('palette.brand.100'), indicator: ref('palette.brand.600') },
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

export const semanticColor = semanticTokens.color;

/**
 * Foreground/background pairs the design relies on, with the WCAG 2.2 minimum each must meet:
 * 4.5 for text, 3 for non-text UI such as focus rings and borders that identify a control.
 * The unit tests hold every pair to its minimum and the token docs show the ratios.
 */
export const contrastPairs = [
  {
    name: 'Body text on page',
    fg: semanticColor.text.default,
    bg: semanticColor.surface.page,
    min: 4.5,
  },
  {
    name: 'Muted text on page',
    fg: semanticColor.text.muted,
    bg: semanticColor.surface.page,
    min: 4.5,
  },
  {
    name: 'Muted text on subtle surface',
    fg: semanticColor.text.muted,
    bg: semanticColor.surface.subtle,
    min: 4.5,
  },
  { name: 'Link on page', fg: semanticColor.text.link, bg: semanticColor.surface.page, min: 4.5 },
  {
    name: 'Inverse text on brand surface',
    fg: semanticColor.text.inverse,
    bg: semanticColor.surface.brand,
    min: 4.5,
  },
  {
    name: 'Inverse text on inverse surface',
    fg: semanticColor.text.inverse,
    bg: semanticColor.surface.inverse,
    min: 4.5,
  },
  {
    name: 'Primary action label',
    fg: semanticColor.action.primary.text,
    bg: semanticColor.action.primary.background,
    min: 4.5,
  },
  {
    name: 'Primary action label, hovered',
    fg: semanticColor.action.primary.text,
    bg: semanticColor.action.primary.backgroundHover,
    min: 4.5,
  },
  {
    name: 'Secondary action label',
    fg: semanticColor.action.secondary.text,
    bg: semanticColor.action.secondary.background,
    min: 4.5,
  },
  {
    name: 'Secondary action label, hovered',
    fg: semanticColor.action.secondary.text,
    bg: semanticColor.action.secondary.backgroundHover,
    min: 4.5,
  },
  {
    name: 'Ghost action label, hovered',
    fg: semanticColor.action.ghost.text,
    bg: semanticColor.action.ghost.backgroundHover,
    min: 4.5,
  },
  {
    name: 'Disabled action label',
    fg: semanticColor.action.disabled.text,
    bg: semanticColor.action.disabled.background,
    min: 4.5,
  },
  {
    name: 'Success message',
    fg: semanticColor.status.success.text,
    bg: semanticColor.status.success.background,
    min: 4.5,
  },
  {
    name: 'Info message',
    fg: semanticColor.status.info.text,
    bg: semanticColor.status.info.background,
    min: 4.5,
  },
  {
    name: 'Warning message',
    fg: semanticColor.status.warning.text,
    bg: semanticColor.status.warning.background,
    min: 4.5,
  },
  {
    name: 'Error message',
    fg: semanticColor.status.error.text,
    bg: semanticColor.status.error.background,
    min: 4.5,
  },
  { name: 'Tag label', fg: semanticColor.tag.text, bg: semanticColor.tag.background, min: 4.5 },
  {
    name: 'Focus ring on page',
    fg: semanticColor.border.focus,
    bg: semanticColor.surface.page,
    min: 3,
  },
  {
    name: 'Focus ring on subtle surface',
    fg: semanticColor.border.focus,
    bg: semanticColor.surface.subtle,
    min: 3,
  },
  {
    name: 'Secondary action border',
    fg: semanticColor.action.secondary.border,
    bg: semanticColor.surface.page,
    min: 3,
  },
  {
    name: 'Strong border on page',
    fg: semanticColor.border.strong,
    bg: semanticColor.surface.page,
    min: 3,
  },
  {
    name: 'Spinner on page',
    fg: semanticColor.spinner.indicator,
    bg: semanticColor.surface.page,
    min: 3,
  },
] as const;
