import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../tokens/primitives';
import { vars } from '../../../tokens/theme.css';

export { eyebrow } from '../../internal/styles/shared.css';

export const lead = style({ maxWidth: vars.size.article });

export const intro = style({ background: vars.color.surface.brandSubtle });

export const inner = style({
  display: 'grid',
  gap: vars.space[4],
  paddingBlock: vars.space[10],
  '@media': { [mediaQueries.lg]: { paddingBlock: vars.space[16] } },
});

export const body = style({
  display: 'grid',
  gap: vars.space[10],
  paddingBlock: vars.space[10],
});
