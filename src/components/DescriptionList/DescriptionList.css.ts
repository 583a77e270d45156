import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { mediaQueries } from '../../../tokens/primitives';
import { vars } from '../../../tokens/theme.css';

/** `stacked`: each label above its value. `inline`: the label at the start, the value at the end. */
export const descriptionListLayouts = ['stacked', 'inline'] as const;
/** One of `descriptionListLayouts`: `stacked` or `inline`. */
export type DescriptionListLayout = (typeof descriptionListLayouts)[number];

// What a layout changes, set on the list and read by its rows, so a responsive layout is one
// class per screen size rather than one per part.
const valueBasis = createVar();
const valueAlign = createVar();
const labelSize = createVar();

const layoutValues = {
  stacked: { [valueBasis]: '100%', [valueAlign]: 'start', [labelSize]: vars.font.size.sm },
  inline: { [valueBasis]: 'auto', [valueAlign]: 'end', [labelSize]: vars.font.size.md },
} satisfies Record<DescriptionListLayout, Record<string, string>>;

const queries = { mobile: undefined, tablet: mediaQueries.md, desktop: mediaQueries.lg } as const;

/** One class per layout and screen size, mobile first: `layout.tablet.inline`. */
export const layout = {
  mobile: styleVariants(layoutValues, (values) => ({ vars: values })),
  tablet: styleVariants(layoutValues, (values) => ({
    '@media': { [queries.tablet]: { vars: values } },
  })),
  desktop: styleVariants(layoutValues, (values) => ({
    '@media': { [queries.desktop]: { vars: values } },
  })),
};

export const list = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space[4],
  rowGap: vars.space[1],
  paddingBlock: vars.space[2],
  lineHeight: vars.font.lineHeight.snug,
});

/** A rule between rows; never above the first, whose top is the list's own edge. */
export const divided = style({
  paddingBlock: vars.space[3],
  selectors: {
    '& + &': {
      borderTopStyle: 'solid',
      borderTopWidth: vars.borderWidth.hairline,
      borderTopColor: vars.color.border.default,
    },
  },
});

export const label = style({
  // Grows to push the value to the end in the inline layout; takes the whole row in the stacked.
  flex: '1 1 auto',
  minWidth: 0,
  color: vars.color.text.muted,
  fontSize: labelSize,
});

export const value = style({
  margin: 0,
  flex: `0 1 ${valueBasis}`,
  // A value too long for the row's end wraps under its label, still at the end.
  marginInlineStart: 'auto',
  minWidth: 0,
  textAlign: valueAlign,
  color: vars.color.text.default,
  overflowWrap: 'anywhere',
});

/**
 * The total: a stronger rule above it and its words in bold, so it reads as the sum of the rows
 * without a colour (forced colours keep the rule and the weight).
 */
export const total = style({
  marginTop: vars.space[1],
  paddingBlock: vars.space[3],
  borderTopStyle: 'solid',
  borderTopWidth: vars.borderWidth.thick,
  borderTopColor: vars.color.border.strong,
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.lg,
});

export const totalLabel = style({ color: vars.color.text.default, fontSize: 'inherit' });
