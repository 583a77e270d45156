import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../../tokens/theme.css';

export const badgeTones = ['neutral', 'info', 'positive', 'caution', 'critical', 'new'] as const;
export type BadgeTone = (typeof badgeTones)[number];

export const badge = recipe({
  // The shape and type of the site's "New" tag pill, so the pills drawn by hand can move onto it.
  base: {
    display: 'inline-block',
    paddingInline: vars.space[2],
    borderRadius: vars.radius.full,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.normal,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
    // Forced colours drop the fill; a transparent outline is drawn in the text colour instead, so
    // the pill keeps its edge. An outline, not a border: it takes no room, so the pill keeps the
    // tag's size.
    outline: `${vars.borderWidth.hairline} solid transparent`,
    outlineOffset: `calc(-1 * ${vars.borderWidth.hairline})`,
  },
  variants: {
    tone: {
      neutral: { background: vars.color.surface.sunken, color: vars.color.text.default },
      info: { background: vars.color.status.info.background, color: vars.color.status.info.text },
      positive: {
        background: vars.color.status.success.background,
        color: vars.color.status.success.text,
      },
      caution: {
        background: vars.color.status.warning.background,
        color: vars.color.status.warning.text,
      },
      critical: {
        background: vars.color.status.error.background,
        color: vars.color.status.error.text,
      },
      new: { background: vars.color.tag.background, color: vars.color.tag.text },
    } satisfies Record<BadgeTone, object>,
  },
  defaultVariants: { tone: 'neutral' },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;
