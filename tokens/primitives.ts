/**
 * Tier 1: primitive design tokens. Raw, typed values with no meaning attached.
 *
 * Components never read these directly: they use the semantic tier in `./semantic.ts`
 * (exposed as the `vars` theme contract). Only the theme and the token docs read primitives.
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
    800: '#05553d',
    900: '#063f2e',
  },
  accent: {
    100: '#fff4cc',
    300: '#ffd95c',
    500: '#ffc21a',
    700: '#8a6400',
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
    900: '#12151c',
  },
  success: { 100: '#e3f7ea', 500: '#2e9e58', 700: '#1b6e3a' },
  info: { 100: '#e5f0ff', 500: '#3b82e0', 700: '#1f5fb8' },
  error: { 100: '#fde8e8', 500: '#e0483c', 700: '#b42318' },
  /** Page scrim behind overlays: neutral 900 at 55 % so the page stays recognisable. */
  scrim: 'rgba(18, 21, 28, 0.55)',
  /** Content dimmed while a page checks the visitor's permissions: visible, not yet usable. */
  veil: 'rgba(255, 255, 255, 0.72)',
  transparent: 'transparent',
} as const;

/**
 * Beem's size presets: unitless multipliers of the base (1rem = 16px). The type scale and the
 * component sizes are built from them, so text and controls grow in the same steps.
 */
export const sizePresets = {
  xs: 0.8,
  sm: 0.85,
  md: 1,
  lg: 1.15,
  xl: 1.25,
  xxl: 2,
  '5xl': 5,
} as const;
export type SizePreset = keyof typeof sizePresets;
export const sizePresetNames = Object.keys(sizePresets) as SizePreset[];

const rem = (multiplier: number) => `${multiplier}rem`;

export const typography = {
  fontFamily: {
    /** Self-hosted from @fontsource/inter (Latin subset); the fallbacks only cover a failed load. */
    body: "'Inter', 'Helvetica Neue', Arial, sans-serif",
  },
  /** The type scale is the size presets applied to the 16px root. */
  fontSize: {
    xs: rem(sizePresets.xs),
    sm: rem(sizePresets.sm),
    md: rem(sizePresets.md),
    lg: rem(sizePresets.lg),
    xl: rem(sizePresets.xl),
    xxl: rem(sizePresets.xxl),
    '5xl': rem(sizePresets['5xl']),
  },
  /** Only these three weights are shipped (see `tokens/fonts.ts`). */
  fontWeight: { regular: '400', semibold: '600', bold: '700' },
  lineHeight: { tight: '1.2', snug: '1.35', normal: '1.5' },
  letterSpacing: { tight: '-0.01em', normal: '0', wide: '0.02em' },
} as const;

/** A 4px-based space scale; the keys are multiples of 4px. */
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
export type SpaceKey = keyof typeof space;

export const radii = {
  none: '0',
  sm: '4px',
  md: '8px',
  lg: '16px',
  xl: '24px',
  full: '9999px',
} as const;

export const borderWidths = {
  hairline: '1px',
  thick: '2px',
  /** Focus rings: WCAG 2.2 focus appearance asks for at least 2px; 3px reads clearly on photos. */
  focus: '3px',
  heavy: '6px',
} as const;

export const shadows = {
  none: 'none',
  sm: '0 1px 2px rgba(18, 21, 28, 0.08)',
  md: '0 4px 12px rgba(18, 21, 28, 0.10)',
  lg: '0 12px 32px rgba(18, 21, 28, 0.14)',
  header: '0 2px 12px rgba(18, 21, 28, 0.08)',
} as const;

/**
 * Icons: Lucide's glyphs, drawn on a 24-unit grid. Every glyph takes one stroke, and an icon's
 * size is a multiple of the font size around it (em), so it follows the type scale of its text.
 */
export const iconography = {
  strokeWidth: 2,
  scale: { text: 1, md: 1.25, lg: 1.5, xl: 2 },
} as const;
export type IconScale = (typeof iconography.scale)[keyof typeof iconography.scale];

/** Stacking layers, lowest first. Kept far apart so a layer can gain a sub-layer later. */
export const zIndex = {
  base: '0',
  raised: '1',
  header: '100',
  drawer: '200',
  overlay: '300',
  toast: '400',
  skipLink: '500',
} as const;

/**
 * Breakpoints in px. 480 and 600 are the testimonial carousel's limits (one slide per view up to
 * 480, two up to 600, three beyond); 1024 is where the desktop header and mega-menu take over.
 * A range named `sm` covers widths above 480, `md` above 600, `lg` from 1024.
 */
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

export const mediaQueries = {
  sm: `screen and (min-width: ${em(breakpoints.mobileMax + 1)})`,
  md: `screen and (min-width: ${em(breakpoints.tabletMax + 1)})`,
  lg: `screen and (min-width: ${em(breakpoints.desktop)})`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
  // Windows high contrast: the browser replaces colours with a few system colours.
  forcedColors: '(forced-colors: active)',
} as const;

/** Durations in milliseconds, for JavaScript timers; the theme turns them into CSS times. */
export const durations = {
  instant: 0,
  fast: 150,
  base: 250,
  /** How long the carousel takes to move to the next slide. */
  slide: 500,
  /** Spinner revolution. */
  spin: 900,
  /** A success or error status message (the text-me form's, a toast's) clears after this long. */
  statusMessage: 5000,
  /** The carousel's autoplay interval. Autoplay stays off: slides move only when asked to. */
  carouselAutoplay: 5000,
} as const;

export const easings = {
  standard: 'cubic-bezier(0.2, 0, 0, 1)',
  linear: 'linear',
} as const;

/** Distances that drive motion. */
export const motionDistances = {
  /** The header background ramps from transparent to opaque over this much scroll. */
  headerFade: 50,
} as const;

export const opacities = {
  disabled: '0.5',
  dimmed: '0.4',
} as const;

/** Toast stack width and the widest a status card grows. */
export const measures = {
  toast: '24rem',
  menuItem: '16rem',
  prose: '36rem',
  /** A comfortable line length for long-form reading (blog posts, legal pages). */
  article: '44rem',
  /** The narrowest a card in a responsive grid gets before the grid drops a column. */
  card: '17rem',
  /** The widest a hero's product illustration is drawn. */
  illustration: '28rem',
} as const;

/** Component dimensions that the design fixes rather than takes from a scale. */
export const dimensions = {
  /** The loader animation's square box; a narrower screen shrinks it without distorting it. */
  loaderBox: '320px',
  /** Minimum interactive target, comfortably above WCAG 2.2's 24px (2.5.8). */
  touchTarget: '44px',
  /** The sticky header's height; focus and skip-link targets scroll clear of it. */
  headerHeight: '4rem',
  /** The pre-footer illustration: 350 × 200 on phones, 500 × 295 on desktop. */
  preFooterImageMobileWidth: '350px',
  preFooterImageDesktopWidth: '500px',
  /** Width of the page's content column. */
  contentMax: '1200px',
  /** Icons and spinners that sit inside text take the text's size. */
  inline: '1em',
  iconSm: '1rem',
  iconMd: '1.5rem',
  iconLg: '3rem',
  controlSm: '2rem',
  controlLg: '3.25rem',
} as const;
