import { style } from '@vanilla-extract/css';
import { focusRing } from '../../../tokens/focus.css';
import { mediaQueries } from '../../../tokens/primitives';
import { vars } from '../../../tokens/theme.css';
import { pillLink } from '../../internal/styles/shared.css';

export const nav = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto 1fr',
  alignItems: 'center',
  gap: vars.space[4],
  marginTop: vars.space[8],
});

export const link = style([
  pillLink,
  {
    gap: vars.space[2],
    justifySelf: 'start',
    selectors: { '&[rel="next"]': { justifySelf: 'end' } },
  },
]);

export const status = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
  textAlign: 'center',
});

export const spacer = style({});

const inert = '&[aria-disabled="true"]';

/** Previous and next as buttons (the callback form): the links' pill, and an inert look at the ends. */
export const button = style([
  link,
  {
    background: 'transparent',
    fontFamily: 'inherit',
    cursor: 'pointer',
    selectors: {
      [inert]: {
        color: vars.color.action.disabled.text,
        borderColor: vars.color.action.disabled.border,
        background: 'transparent',
        cursor: 'not-allowed',
      },
      '&:last-child': { justifySelf: 'end' },
    },
    '@media': {
      [mediaQueries.forcedColors]: {
        selectors: { [inert]: { color: 'GrayText', borderColor: 'GrayText' } },
      },
    },
  },
]);

/** The middle of the callback form: the page buttons from the phone breakpoint up. */
export const middle = style({ display: 'grid', justifyItems: 'center' });

export const pages = style({
  display: 'none',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  gap: vars.space[1],
  '@media': { [mediaQueries.sm]: { display: 'flex' } },
});

export const pageButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.touchTarget,
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space[2],
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.hairline} solid transparent`,
  background: 'transparent',
  color: vars.color.text.default,
  fontFamily: 'inherit',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.action.ghost.backgroundHover },
    '&:focus-visible': focusRing,
    '&[aria-current="page"]': {
      background: vars.color.action.primary.background,
      color: vars.color.action.primary.text,
      cursor: 'default',
    },
  },
  '@media': {
    // Forced colours drop the fill that marks the current page: it keeps the system's selection
    // colours instead, and the others a border.
    [mediaQueries.forcedColors]: {
      borderColor: 'ButtonBorder',
      selectors: {
        '&[aria-current="page"]': {
          forcedColorAdjust: 'none',
          background: 'Highlight',
          color: 'HighlightText',
          borderColor: 'Highlight',
        },
      },
    },
  },
});

/** The pages left out between the numbers: drawn, not read (the status says where you are). */
export const gap = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.space[6],
  color: vars.color.text.muted,
});

/** In the callback form the status is what a phone shows; wider, the page buttons say it. */
export const liveStatus = style([
  status,
  {
    '@media': {
      [mediaQueries.sm]: {
        position: 'absolute',
        width: vars.borderWidth.hairline,
        height: vars.borderWidth.hairline,
        overflow: 'hidden',
        clipPath: 'inset(50%)',
        whiteSpace: 'nowrap',
      },
    },
  },
]);
