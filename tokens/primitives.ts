/**
 * Tier 1 of the design tokens: the raw values, typed, named by value (`brand.700`, `space.4`).
 *
 * Components never read these directly: they use the semantic tier in `./semantic.ts`
 * (exposed as the `vars` theme contract), which names each primitive it stands for by path.
 * Only the theme and the token docs read primitives. What each value is for, in words for
 * designers, is data in `./descriptions.ts`; comments here only say why a value was chosen.
 *
 * Brand colours: Beem green (a fresh, money-positive green used for actions and highlights)
 * with a warm sunshine accent for tags and celebration moments, on cool neutrals.
 */

export const palette = {
  brand: {
    50: '#e8fbf4',
    100: '#c6f4e2',
    200: '#8fe8c6',
    300: '#4fd8a6',
    400: '#1fc38a',
    500: '#00a874',
    600: '#008a60',
    700: '#006e4d',
    // 650: Beem green for a dark theme's brand surface, the one step that keeps 3:1 against the
    // dark page and 4.5:1 under light text.
    650: '#007d57',
    800: '#05553d',
    900: '#063f2e',
    950: '#0a2a20',
  },
  accent: {
    100: '#fff4cc',
    300: '#ffd95c',
    500: '#ffc21a',
    700: '#8a6400',
    900: '#33290a',
  },
  neutral: {
    0: '#ffffff',
    50: '#f7f8fa',
    100: '#eef0f4',
    200: '#dde1e8',
    300: '#c4cad4',
    400: '#98a1b0',
    500: '#6b7585',
    600: '#4e5767',
    700: '#363d4a',
    800: '#232833',
    850: '#1a1e27',
    900: '#12151c',
    950: '#0b0d12',
  },
  // 300 and 900 are the dark theme's: light text on a deep ground of the same hue.
  green: { 100: '#e3f7ea', 300: '#6fd394', 500: '#2e9e58', 700: '#1b6e3a', 900: '#0e2e1a' },
  blue: { 100: '#e5f0ff', 300: '#8ab8f5', 500: '#3b82e0', 700: '#1f5fb8', 900: '#0f2440' },
  red: { 100: '#fde8e8', 300: '#f59c94', 500: '#e0483c', 700: '#b42318', 900: '#3b1210' },
  scrim: 'rgba(18, 21, 28, 0.55)',
  // On a dark page a scrim of the page's own ink would hardly show: black, and more of it.
  scrimOnDark: 'rgba(0, 0, 0, 0.7)',
  veil: 'rgba(255, 255, 255, 0.72)',
  veilOnDark: 'rgba(18, 21, 28, 0.72)',
  transparent: 'transparent',
} as const;

/** Multipliers rather than lengths, so the type scale and the component sizes share steps. */
export const sizePresets = {
  xs: 0.8,
  sm: 0.85,
  md: 1,
  lg: 1.15,
  xl: 1.25,
  xxl: 2,
  '5xl': 5,
} as const;
/** A key of `sizePresets`: `xs` to `5xl`. */
export type SizePreset = keyof typeof sizePresets;
/** The size presets' names, smallest first: the keys of `sizePresets` as a list. */
export const sizePresetNames = Object.keys(sizePresets) as SizePreset[];

const rem = (multiplier: number) => `${multiplier}rem`;

/**
 * The type: the Inter family with its fallbacks, the type scale (the size presets in rem, so it
 * follows the reader's text size), and the weights, line heights and letter spacings.
 */
export const typography = {
  fontFamily: {
    // Inter, then fallbacks fitted to its metrics (fontFallbacks.css.ts), then the plain ones.
    body: "'Inter', 'Inter Fallback Arial', 'Inter Fallback Roboto', 'Inter Fallback Liberation Sans', 'Inter Fallback DejaVu Sans', 'Helvetica Neue', Arial, sans-serif",
  },
  fontSize: {
    xs: rem(sizePresets.xs),
    sm: rem(sizePresets.sm),
    md: rem(sizePresets.md),
    lg: rem(sizePresets.lg),
    xl: rem(sizePresets.xl),
    xxl: rem(sizePresets.xxl),
    '5xl': rem(sizePresets['5xl']),
  },
  // `tokens/fonts.ts` ships exactly these weights; a new one needs its font file there.
  fontWeight: { regular: '400', semibold: '600', bold: '700' },
  lineHeight: { tight: '1.2', snug: '1.35', normal: '1.5' },
  letterSpacing: { tight: '-0.01em', normal: '0', wide: '0.02em' },
} as const;

/** Keyed by 4px steps, so a key says its size and a step can be added between two others. */
export const space = {
  '0': '0',
  '1': '0.25rem',
  '2': '0.5rem',
  '3': '0.75rem',
  '4': '1rem',
  '5': '1.25rem',
  '6': '1.5rem',
  '8': '2rem',
  '10': '2.5rem',
  '12': '3rem',
  '16': '4rem',
  '20': '5rem',
} as const;
/** A key of `space`: a multiple of 4px, `0` to `20`. */
export type SpaceKey = keyof typeof space;

/** Corner radii, in px; `full` rounds a pill or a circle. */
export const radii = {
  none: '0',
  sm: '4px',
  md: '8px',
  lg: '16px',
  xl: '24px',
  full: '9999px',
} as const;

/** Border widths, in px: `focus` is the focus ring's. */
export const borderWidths = {
  hairline: '1px',
  thick: '2px',
  // Not below 2px, WCAG 2.2's focus appearance minimum.
  focus: '3px',
  heavy: '6px',
} as const;

/**
 * Elevations on a light page, each a `box-shadow` value; `header` is the sticky header's once it is
 * opaque.
 */
export const shadows = {
  none: 'none',
  sm: '0 1px 2px rgba(18, 21, 28, 0.08)',
  md: '0 4px 12px rgba(18, 21, 28, 0.10)',
  lg: '0 12px 32px rgba(18, 21, 28, 0.14)',
  header: '0 2px 12px rgba(18, 21, 28, 0.08)',
} as const;

/**
 * The same elevations on a dark page, where a shadow of the page's own ink cannot be seen: black,
 * several times stronger, as Primer and Material darken theirs.
 */
export const shadowsOnDark = {
  none: 'none',
  sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
  md: '0 4px 12px rgba(0, 0, 0, 0.5)',
  lg: '0 12px 32px rgba(0, 0, 0, 0.6)',
  header: '0 2px 12px rgba(0, 0, 0, 0.5)',
} as const;

/** Sizes are em multiples, so an icon follows the type scale of the text around it. */
export const iconography = {
  strokeWidth: 2,
  scale: { text: 1, md: 1.25, lg: 1.5, xl: 2 },
} as const;
/** One of the icon sizes, as a multiple of the surrounding font size: 1, 1.25, 1.5 or 2. */
export type IconScale = (typeof iconography.scale)[keyof typeof iconography.scale];

/** Far apart, so a layer can gain a sub-layer without renumbering the others. */
export const zIndex = {
  base: '0',
  raised: '1',
  header: '100',
  drawer: '200',
  overlay: '300',
  toast: '400',
  skipLink: '500',
} as const;

/** Where the layouts change, not device widths: the carousel's and the desktop header's limits. */
export const breakpoints = {
  mobileMax: 480,
  tabletMax: 600,
  desktop: 1024,
} as const;

/**
 * Media queries in em, which are the same as the px above at the browser's default 16 px text,
 * but follow a reader's larger text setting (WCAG 1.4.4): at 200 % text a 1280 px window is 40em
 * wide and gets the phone layout, instead of a desktop header twice too wide for it.
 */
const em = (px: number) => `${px / 16}em`;

/**
 * The media queries the layouts use: `sm`, `md` and `lg` from each breakpoint up, then the
 * reader's reduced-motion and forced-colours settings.
 */
export const mediaQueries = {
  sm: `screen and (min-width: ${em(breakpoints.mobileMax + 1)})`,
  md: `screen and (min-width: ${em(breakpoints.tabletMax + 1)})`,
  lg: `screen and (min-width: ${em(breakpoints.desktop)})`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
  // Windows high contrast: the browser replaces colours with a few system colours.
  forcedColors: '(forced-colors: active)',
} as const;

/** Numbers, because JavaScript timers read them; the semantic tier writes them in CSS `ms`. */
export const durations = {
  instant: 0,
  fast: 150,
  base: 250,
  slide: 500,
  spin: 900,
  statusMessage: 5000,
  carouselAutoplay: 5000,
} as const;

/**
 * Timing functions: `standard` for transitions and movement, `linear` for a spin that never eases.
 */
export const easings = {
  standard: 'cubic-bezier(0.2, 0, 0, 1)',
  linear: 'linear',
} as const;

/** Numbers in px, because the header's scroll handler divides `scrollY` by them. */
export const motionDistances = {
  headerFade: 50,
} as const;

/**
 * Opacities, as CSS strings: `disabled` for what cannot be used, `dimmed` for content waiting under
 * an overlay.
 */
export const opacities = {
  disabled: '0.5',
  dimmed: '0.4',
} as const;

/** In rem, so reading widths grow with the reader's text size. */
export const measures = {
  toast: '24rem',
  menuItem: '16rem',
  prose: '36rem',
  article: '44rem',
  card: '17rem',
  illustration: '28rem',
} as const;

/** Fixed by the design, not taken from a scale, so a scale change leaves them alone. */
export const dimensions = {
  loaderBox: '320px',
  // Not below WCAG 2.2's 24px target size.
  touchTarget: '44px',
  headerHeight: '4rem',
  preFooterImageMobileWidth: '350px',
  preFooterImageDesktopWidth: '500px',
  contentMax: '1200px',
  inline: '1em',
  iconSm: '1rem',
  iconMd: '1.5rem',
  iconLg: '3rem',
  controlSm: '2rem',
  controlLg: '3.25rem',
} as const;
