import { style, styleVariants } from '@vanilla-extract/css';
import { mediaQueries } from '../../../tokens/primitives';
import { vars } from '../../../tokens/theme.css';

/** From the space scale: 24px beside small text, 32px in a dense list, 40px in a row, 64px on a profile. */
export const avatarSizes = ['xs', 'sm', 'md', 'lg'] as const;
/** One of `avatarSizes`: 24px (`xs`), 32px (`sm`), 40px (`md`) or 64px (`lg`). */
export type AvatarSize = (typeof avatarSizes)[number];

export const avatar = style({
  position: 'relative',
  display: 'inline-flex',
  flex: 'none',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  fontWeight: vars.font.weight.semibold,
  lineHeight: 1,
  verticalAlign: 'middle',
  userSelect: 'none',
  '@media': {
    // Forced colours drop the tint: a border keeps the circle's edge.
    [mediaQueries.forcedColors]: { border: `${vars.borderWidth.hairline} solid CanvasText` },
  },
});

export const size = styleVariants({
  xs: { width: vars.space[6], height: vars.space[6], fontSize: vars.font.size.xs },
  sm: { width: vars.space[8], height: vars.space[8], fontSize: vars.font.size.xs },
  md: { width: vars.space[10], height: vars.space[10], fontSize: vars.font.size.sm },
  lg: { width: vars.space[16], height: vars.space[16], fontSize: vars.font.size.xl },
} satisfies Record<AvatarSize, object>);

/**
 * The initials' grounds: pale tints from the status and brand pairs, each already held to 4.5:1
 * with its text colour in both themes. The red pair is left out: a person is not an error.
 */
export const hue = [
  { background: vars.color.surface.brandSubtle, color: vars.color.text.brand },
  { background: vars.color.tone.info.background, color: vars.color.tone.info.text },
  { background: vars.color.tone.positive.background, color: vars.color.tone.positive.text },
  { background: vars.color.tone.caution.background, color: vars.color.tone.caution.text },
  { background: vars.color.surface.sunken, color: vars.color.text.default },
].map((colours) => style(colours));

/**
 * The photo lies over the initials. A photo that fails to load draws nothing, so the initials
 * show through: the fallback needs no script, and a slow photo shows the initials until it
 * arrives.
 */
export const image = style({
  position: 'absolute',
  inset: 0,
  borderRadius: 'inherit',
  backgroundPosition: 'center',
  backgroundSize: 'cover',
  backgroundRepeat: 'no-repeat',
});
