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
/** One of `tableResponsiveModes`: how the table fits a phone. */
export type TableResponsive = (typeof tableResponsiveModes)[number];

/** Where a column's header and cells sit across it, in the reading direction. */
export const tableAlignments = ['start', 'center', 'end'] as const;
/** One of `tableAlignments`: a column's horizontal alignment. */
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

/** Which way a column sorts: `ascending` (smallest, earliest or A first) or `descending`. */
export const tableSortDirections = ['ascending', 'descending'] as const;
/** One of `tableSortDirections`: which way the rows are sorted. */
export type TableSortDirection = (typeof tableSortDirections)[number];

/**
 * The header of a sortable column: a real button filling the header's text, so the whole
 * header's words are the target, read as the column's name.
 */
export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  padding: 0,
  margin: 0,
  border: 'none',
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  fontWeight: vars.font.weight.bold,
  textAlign: 'inherit',
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': focusRing,
  },
});

/** The arrow beside a sortable header: muted until its column is the one sorted. */
export const sortGlyph = recipe({
  base: { flexShrink: 0 },
  variants: {
    sorted: { true: {}, false: { color: vars.color.text.muted } },
  },
});

/** The cell that holds the message of an empty table, across every column. */
export const emptyCell = style({
  ...cellBase,
  borderTop: rule,
  textAlign: 'center',
  paddingBlock: vars.space[8],
});

/** The empty table's message, its lines and its action one under another, centred. */
export const emptyContent = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[2],
});

/** The trailing cell of row actions: its controls in a row, at the end. */
export const actionsCell = style({
  ...cellBase,
  borderTop: rule,
  textAlign: 'end',
  whiteSpace: 'nowrap',
});

/** The actions column's header: read, not drawn, as the buttons below name themselves. */
export const actionsHeader = style({ ...cellBase, background: vars.color.surface.subtle });

/** A loading row's placeholders sit in the middle of the cell's line, as text would. */
export const loadingCell = style({ verticalAlign: 'middle' });

/** A stacked table with sortable columns: on a phone, its sort buttons stay, as a row of their own. */
export const sortableHead = style({});
export const sortableHeader = style({});

const clipped = {
  position: 'absolute',
  width: vars.borderWidth.hairline,
  height: vars.borderWidth.hairline,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;
const unclipped = {
  position: 'static',
  width: 'auto',
  height: 'auto',
  overflow: 'visible',
  clipPath: 'none',
  whiteSpace: 'normal',
} as const;

const stackExtras: [selector: string, narrow: GlobalStyle, wide: GlobalStyle][] = [
  // An empty table's message and a row's actions span the card, with no column name beside them.
  [
    `tbody > tr > td${actionsCell}`,
    { display: 'flex', flexWrap: 'wrap', gap: vars.space[2] },
    { display: 'table-cell' },
  ],
  [
    `tbody > tr > td${emptyCell}`,
    { display: 'block', padding: vars.space[6], border: rule, borderRadius: vars.radius.md },
    {
      display: 'table-cell',
      padding: `${vars.space[8]} ${vars.space[3]}`,
      border: 'none',
      borderTop: rule,
      borderRadius: 0,
    },
  ],
  // The header row is clipped on a phone; a sortable table's headers would then be buttons that
  // take focus out of sight. So the row comes back as a bar of sort buttons, and only the headers
  // that sort nothing stay clipped.
  [`thead${sortableHead}`, { ...unclipped, display: 'block' }, { display: 'table-header-group' }],
  [
    `thead${sortableHead} > tr`,
    { display: 'flex', flexWrap: 'wrap', gap: vars.space[2], paddingBlockEnd: vars.space[3] },
    { display: 'table-row', paddingBlockEnd: 0 },
  ],
  [
    `thead${sortableHead} > tr > th${sortableHeader}`,
    {
      display: 'block',
      padding: `${vars.space[1]} ${vars.space[3]}`,
      border: rule,
      borderRadius: vars.radius.full,
    },
    { display: 'table-cell', padding: vars.space[3], border: 'none', borderRadius: 0 },
  ],
  [`thead${sortableHead} > tr > th:not(${sortableHeader})`, clipped, unclipped],
];
for (const [selector, narrow, wide] of stackExtras) {
  globalStyle(`${stacked} ${selector}`, { ...narrow, '@media': { [mediaQueries.sm]: wide } });
}

export type TableAlignVariants = NonNullable<RecipeVariants<typeof align>>;
