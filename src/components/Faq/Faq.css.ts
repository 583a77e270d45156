import { style } from '@vanilla-extract/css';
import { focusRing } from '../../../tokens/focus.css';
import { vars } from '../../../tokens/theme.css';

export const section = style({
  display: 'grid',
  gap: vars.space[6],
  maxWidth: vars.size.article,
  marginInline: 'auto',
  paddingBlock: vars.space[12],
  paddingInline: vars.space[4],
});

export { sectionTitle as title } from '../../internal/styles/shared.css';

export const list = style({ display: 'grid', gap: vars.space[3] });

export const item = style({
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border.default}`,
  background: vars.color.surface.page,
});

export const question = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[4],
  minHeight: vars.size.touchTarget,
  padding: `${vars.space[3]} ${vars.space[4]}`,
  borderRadius: vars.radius.md,
  fontWeight: vars.font.weight.semibold,
  cursor: 'pointer',
  listStyle: 'none',
  selectors: {
    // Safari still draws its own disclosure triangle unless the marker is hidden this way.
    '&::-webkit-details-marker': { display: 'none' },
    '&:focus-visible': focusRing,
    '&:hover': { background: vars.color.surface.subtle },
  },
});

export const chevron = style({
  flex: 'none',
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.fast,
  selectors: { [`${item}[open] &`]: { transform: 'rotate(180deg)' } },
});

export const answer = style({
  margin: 0,
  padding: `0 ${vars.space[4]} ${vars.space[4]}`,
  color: vars.color.text.muted,
});
