import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '../../../tokens/focus.css';
import { mediaQueries } from '../../../tokens/primitives';
import { vars } from '../../../tokens/theme.css';

export { eyebrow } from '../../internal/styles/shared.css';

export const article = style({
  display: 'grid',
  gap: vars.space[8],
  paddingBlock: vars.space[10],
  '@media': {
    [mediaQueries.lg]: {
      // The table of contents sits beside the text and stays in view while reading.
      gridTemplateColumns: `minmax(0, ${vars.size.article}) ${vars.size.menuItem}`,
      gridTemplateAreas: '"header header" "body toc"',
      justifyContent: 'space-between',
      columnGap: vars.space[12],
      paddingBlock: vars.space[16],
    },
  },
});

export const header = style({
  display: 'grid',
  gap: vars.space[4],
  '@media': { [mediaQueries.lg]: { gridArea: 'header', maxWidth: vars.size.article } },
});

export const eyebrowLink = style({
  color: 'inherit',
  textDecoration: 'underline',
  textUnderlineOffset: vars.space[1],
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': focusRing },
});

export const byline = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space[1]} ${vars.space[3]}`,
});

export const notice = style({
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.hairline} solid ${vars.color.tone.info.border}`,
  background: vars.color.tone.info.background,
  color: vars.color.tone.info.text,
  fontWeight: vars.font.weight.semibold,
});

export const cover = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.lg,
});

export const toc = style({
  alignSelf: 'start',
  display: 'grid',
  gap: vars.space[3],
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  background: vars.color.surface.subtle,
  '@media': {
    [mediaQueries.lg]: {
      gridArea: 'toc',
      position: 'sticky',
      top: `calc(${vars.size.headerHeight} + ${vars.space[4]})`,
    },
  },
});

export const tocList = style({
  display: 'grid',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.sm,
});

export const tocSubsection = style({ paddingLeft: vars.space[4] });

export const tocLink = style({
  color: vars.color.text.link,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { textDecoration: 'underline', color: vars.color.text.linkHover },
    '&:focus-visible': focusRing,
  },
});

export const prose = style({
  minWidth: 0,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  '@media': { [mediaQueries.lg]: { gridArea: 'body' } },
});

globalStyle(`${prose} > :first-child`, { marginTop: 0 });
globalStyle(`${prose} p, ${prose} ul, ${prose} ol, ${prose} blockquote`, {
  marginBlock: `0 ${vars.space[4]}`,
});
globalStyle(`${prose} h2`, {
  marginBlock: `${vars.space[10]} ${vars.space[3]}`,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.snug,
});
globalStyle(`${prose} h3`, {
  marginBlock: `${vars.space[6]} ${vars.space[2]}`,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
});
globalStyle(`${prose} ul, ${prose} ol`, { paddingLeft: vars.space[6] });
globalStyle(`${prose} li + li`, { marginTop: vars.space[2] });
globalStyle(`${prose} a`, {
  color: vars.color.text.link,
  textDecoration: 'underline',
  textUnderlineOffset: vars.space[1],
  borderRadius: vars.radius.sm,
});
globalStyle(`${prose} a:hover`, { color: vars.color.text.linkHover });
globalStyle(`${prose} a:focus-visible`, focusRing);
globalStyle(`${prose} blockquote`, {
  marginInline: 0,
  paddingLeft: vars.space[4],
  borderLeft: `${vars.borderWidth.heavy} solid ${vars.color.border.default}`,
  color: vars.color.text.muted,
});
globalStyle(`${prose} hr`, {
  border: 0,
  borderTop: `${vars.borderWidth.hairline} solid ${vars.color.border.default}`,
  marginBlock: vars.space[8],
});
