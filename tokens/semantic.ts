/**
 * Tier 2: semantic tokens. Each name says what a value is for and points at a primitive.
 * Components read only these, through the `vars` theme contract in `theme.css.ts`.
 */
import {
  borderWidths,
  dimensions,
  durations,
  measures,
  easings,
  opacities,
  palette,
  radii,
  shadows,
  space,
  typography,
  zIndex,
} from './primitives';

export const semanticColor = {
  surface: {
    page: palette.neutral[0],
    subtle: palette.neutral[50],
    sunken: palette.neutral[100],
    brand: palette.brand[800],
    brandSubtle: palette.brand[50],
    inverse: palette.neutral[900],
    header: palette.neutral[0],
    scrim: palette.scrim,
    veil: palette.veil,
  },
  text: {
    default: palette.neutral[900],
    muted: palette.neutral[600],
    inverse: palette.neutral[0],
    brand: palette.brand[700],
    link: palette.brand[700],
    linkHover: palette.brand[900],
  },
  border: {
    default: palette.neutral[200],
    strong: palette.neutral[500],
    focus: palette.info[700],
  },
  action: {
    primary: {
      background: palette.brand[700],
      backgroundHover: palette.brand[800],
      backgroundActive: palette.brand[900],
      text: palette.neutral[0],
    },
    secondary: {
      background: palette.neutral[0],
      backgroundHover: palette.brand[50],
      backgroundActive: palette.brand[100],
      text: palette.brand[800],
      border: palette.brand[700],
    },
    ghost: {
      background: palette.transparent,
      backgroundHover: palette.neutral[100],
      backgroundActive: palette.neutral[200],
      text: palette.neutral[900],
    },
    disabled: {
      background: palette.neutral[200],
      text: palette.neutral[600],
      border: palette.neutral[300],
    },
  },
  status: {
    success: {
      background: palette.success[100],
      text: palette.success[700],
      border: palette.success[500],
    },
    info: { background: palette.info[100], text: palette.info[700], border: palette.info[500] },
    /** Caution: something may go wrong if it is left alone (the sunshine accent, darkened for text). */
    warning: {
      background: palette.accent[100],
      text: palette.accent[700],
      border: palette.accent[500],
    },
    error: { background: palette.error[100], text: palette.error[700], border: palette.error[500] },
  },
  tag: { background: palette.accent[300], text: palette.neutral[900] },
  spinner: { track: palette.brand[100], indicator: palette.brand[600] },
  /** The product illustrations: a phone in ink with a white screen, on a soft green ground. */
  illustration: {
    backdrop: palette.brand[100],
    device: palette.neutral[900],
    screen: palette.neutral[0],
    card: palette.brand[700],
    cardDetail: palette.brand[200],
    line: palette.neutral[100],
    tile: palette.brand[50],
    coin: palette.accent[500],
    coinFace: palette.accent[300],
    coinMark: palette.accent[700],
  },
} as const;

const ms = (value: number) => `${value}ms`;

/** Every value of the theme, as CSS strings. Its shape is the theme contract. */
export const semanticTokens = {
  color: semanticColor,
  font: {
    family: typography.fontFamily,
    size: typography.fontSize,
    weight: typography.fontWeight,
    lineHeight: typography.lineHeight,
    letterSpacing: typography.letterSpacing,
  },
  space,
  radius: radii,
  borderWidth: borderWidths,
  shadow: shadows,
  zIndex,
  opacity: opacities,
  size: { ...dimensions, ...measures },
  motion: {
    duration: {
      instant: ms(durations.instant),
      fast: ms(durations.fast),
      base: ms(durations.base),
      slide: ms(durations.slide),
      spin: ms(durations.spin),
    },
    easing: easings,
  },
} as const;

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
