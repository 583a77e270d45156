import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../tokens/primitives';
import { vars } from '../../../tokens/theme.css';

/**
 * On a phone a collapsed trail shows only the page above this one, as a back link ("← Settings"):
 * a trail of four names wraps over lines there and pushes the page's own title down. The other
 * items are hidden, not moved off screen, so what a phone's reader hears is what it shows; from
 * the `sm` breakpoint up the whole trail shows. Mobile first, as every layout here.
 */
export const collapsed = style({});

/** The item of the page above the current one. */
export const parent = style({});

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space[1],
  rowGap: vars.space[1],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  minWidth: 0,
  overflowWrap: 'anywhere',
  selectors: { [`${collapsed} &:not(${parent})`]: { display: 'none' } },
  '@media': {
    [mediaQueries.sm]: {
      selectors: { [`${collapsed} &:not(${parent})`]: { display: 'inline-flex' } },
    },
  },
});

/** Decorative: drawn as an `aria-hidden` glyph, so no screen reader reads a "greater than". */
export const separator = style({
  display: 'block',
  flexShrink: 0,
  color: vars.color.text.muted,
  selectors: { [`${collapsed} ${parent} &`]: { display: 'none' } },
  '@media': {
    [mediaQueries.sm]: { selectors: { [`${collapsed} ${parent} &`]: { display: 'block' } } },
  },
});

/** The back arrow, shown only where the trail has collapsed to its parent. */
export const back = style({
  display: 'none',
  flexShrink: 0,
  selectors: { [`${collapsed} &`]: { display: 'block' } },
  '@media': { [mediaQueries.sm]: { selectors: { [`${collapsed} &`]: { display: 'none' } } } },
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  // At least 24px tall (WCAG 2.2's target size), so two wrapped lines of links are not too close
  // to tap one without the other.
  minHeight: vars.space[6],
});

export const current = style({
  color: vars.color.text.default,
  fontWeight: vars.font.weight.semibold,
});
