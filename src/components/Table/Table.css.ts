import { globalStyle, style, type StyleRule } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { focusRing } from '../../../tokens/focus.css';
import { mediaQueries } from '../../../tokens/primitives';
import { vars } from '../../../tokens/theme.css';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';

/**
 * What the table does below the phone breakpoint. `scroll`: it keeps its columns and scrolls
 * sideways in a focusable region (comparisons, where reading across a row is the point).
 * `stack`: each row becomes a small card of label and value pairs (records such as
 * transactions, read one at a time).
 */
export const tableResponsiveModes = ['scroll', 'stack'] as const;
export type TableResponsive = (typeof tableResponsiveModes)[number];

export const tableAlignments = ['start', 'center', 'end'] as const;
export type TableAlignment = (typeof tableAlignments)[number];

const rule = `${vars.borderWidth.hairline} solid ${vars.color.border.default}`;

/** Outlined and rounded; in `scroll`, the region that scrolls. */
export const frame = recipe({
  base: {
    // The containing block of the visually hidden caption and labels (absolutely positioned):
    // without it they escape the frame and can make the whole page scroll sideways.
    position: 'relative',
    borderRadius: vars.radius.md,
  },
  variants: {
    responsive: {
      scroll: {
        overflowX: 'auto',
        border: rule,
        selectors: { '&:focus-visible': focusRing },
      },
      // Stacked rows are cards of their own: the frame's outline comes with the table layout.
      stack: { '@media': { [mediaQueries.sm]: { border: rule } } },
    } satisfies Record<TableResponsive, StyleRule>,
  },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
});

export const caption = style({
  padding: vars.space[4],
  textAlign: 'left',
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

export const hiddenCaption = style([visuallyHidden]);

const cellBase = { padding: vars.space[3], verticalAlign: 'top' } as const;

export const align = recipe({
  variants: {
    align: {
      start: { textAlign: 'start' },
      center: { textAlign: 'center' },
      end: { textAlign: 'end' },
    } satisfies Record<TableAlignment, StyleRule>,
    numeric: { true: { fontVariantNumeric: 'tabular-nums' }, false: {} },
  },
});

export const columnHeader = style({
  ...cellBase,
  verticalAlign: 'bottom',
  background: vars.color.surface.subtle,
});

export const rowHeader = style({
  ...cellBase,
  fontWeight: vars.font.weight.semibold,
  borderTop: rule,
});

export const cell = style({ ...cellBase, borderTop: rule });

/** Every other body row tinted, to follow a row across a wide table. */
export const zebra = style({});
globalStyle(`${zebra} > tbody > tr:nth-child(even)`, { background: vars.color.surface.subtle });

/** The column's name beside each value, drawn only while the rows are stacked. */
export const stackLabel = style({
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.muted,
  textAlign: 'start',
});

/**
 * `stack`, mobile first: below the phone breakpoint the table is a column of cards, one per row,
 * with the row header as the card's title and each cell a label (its column's name) beside its
 * value. From the breakpoint up the table layout comes back. The header row is never
 * `display: none`, which would take the cells' column headers out of the accessibility tree: it
 * is only clipped away.
 */
export const stacked = style({
  display: 'block',
  '@media': { [mediaQueries.sm]: { display: 'table' } },
});

type GlobalStyle = Parameters<typeof globalStyle>[1];
const stackRules: [selector: string, narrow: GlobalStyle, wide: GlobalStyle][] = [
  // The drawn caption only: a hidden one stays clipped at every width.
  [
    caption,
    { display: 'block', paddingInline: 0 },
    { display: 'table-caption', paddingInline: vars.space[4] },
  ],
  [
    'thead',
    {
      position: 'absolute',
      width: vars.borderWidth.hairline,
      height: vars.borderWidth.hairline,
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
    {
      position: 'static',
      width: 'auto',
      height: 'auto',
      overflow: 'visible',
      clipPath: 'none',
      whiteSpace: 'normal',
    },
  ],
  ['tbody', { display: 'grid', gap: vars.space[3] }, { display: 'table-row-group' }],
  [
    'tbody > tr',
    {
      display: 'grid',
      gap: vars.space[2],
      padding: vars.space[4],
      border: rule,
      borderRadius: vars.radius.md,
    },
    { display: 'table-row', padding: 0, border: 'none', borderRadius: 0 },
  ],
  [
    'tbody > tr > td',
    {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
      gap: vars.space[3],
      padding: 0,
      borderTop: 'none',
      overflowWrap: 'anywhere',
    },
    { display: 'table-cell', padding: vars.space[3], borderTop: rule, overflowWrap: 'normal' },
  ],
  [
    'tbody > tr > th',
    {
      display: 'block',
      padding: 0,
      borderTop: 'none',
      fontSize: vars.font.size.md,
      fontWeight: vars.font.weight.bold,
    },
    {
      display: 'table-cell',
      padding: vars.space[3],
      borderTop: rule,
      fontSize: 'inherit',
      fontWeight: vars.font.weight.semibold,
    },
  ],
  [stackLabel, {}, { display: 'none' }],
];
for (const [selector, narrow, wide] of stackRules) {
  globalStyle(`${stacked} ${selector}`, { ...narrow, '@media': { [mediaQueries.sm]: wide } });
}

export type TableAlignVariants = NonNullable<RecipeVariants<typeof align>>;
