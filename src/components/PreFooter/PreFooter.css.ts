import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../tokens/primitives';
import { vars } from '../../../tokens/theme.css';

export const preFooter = style({
  display: 'grid',
  gap: vars.space[6],
  alignItems: 'center',
  justifyItems: 'center',
  maxWidth: vars.size.contentMax,
  marginInline: 'auto',
  paddingBlock: vars.space[12],
  // Narrow enough that the 350px image fits a 375px phone at full size.
  paddingInline: vars.space[3],
  textAlign: 'center',
  scrollMarginTop: vars.size.headerHeight,
  selectors: { '&:focus': { outline: 'none' } },
  '@media': {
    [mediaQueries.lg]: {
      gridTemplateColumns: '1fr auto',
      justifyItems: 'start',
      textAlign: 'left',
      paddingInline: vars.space[8],
    },
  },
});

export const copy = style({ display: 'grid', gap: vars.space[4], justifyItems: 'inherit' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[3] });

/** The store download is the phone's way in; the web app is the desktop's. */
export const phoneOnly = style({ '@media': { [mediaQueries.lg]: { display: 'none' } } });
export const desktopOnly = style({
  display: 'none',
  '@media': { [mediaQueries.lg]: { display: 'inline-flex' } },
});

export const image = style({
  display: 'block',
  maxWidth: '100%',
  height: 'auto',
  width: vars.size.preFooterImageMobileWidth,
  '@media': { [mediaQueries.lg]: { width: vars.size.preFooterImageDesktopWidth } },
});
