import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { mediaQueries } from '../../../tokens/primitives';
import { vars } from '../../../tokens/theme.css';
import { tones, type Tone } from '../../internal/vocabulary/tone';

/** The whole shared tone list: a status, none (`neutral`), or Beem's own voice (`brand`). */
export const badgeTones = tones;
/** One of `badgeTones`: `neutral`, a status, or `brand`. */
export type BadgeTone = Tone;

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
    '@media': {
      // Forced colours drop the fill: a border in the text colour keeps the pill's edge, inside
      // its width. A border rather than a transparent outline drawn at all times: Chromium
      // anti-aliases an outline's curve differently from one paint to the next.
      [mediaQueries.forcedColors]: {
        border: `${vars.borderWidth.hairline} solid CanvasText`,
        paddingInline: `calc(${vars.space[2]} - ${vars.borderWidth.hairline})`,
      },
    },
  },
  variants: {
    tone: {
      neutral: { background: vars.color.surface.sunken, color: vars.color.text.default },
      info: { background: vars.color.tone.info.background, color: vars.color.tone.info.text },
      positive: {
        background: vars.color.tone.positive.background,
        color: vars.color.tone.positive.text,
      },
      caution: {
        background: vars.color.tone.caution.background,
        color: vars.color.tone.caution.text,
      },
      critical: {
        background: vars.color.tone.critical.background,
        color: vars.color.tone.critical.text,
      },
      // The site's sunshine "New" tag pill: Beem's accent, for news and celebration.
      brand: { background: vars.color.tag.background, color: vars.color.tag.text },
    } satisfies Record<BadgeTone, object>,
  },
  defaultVariants: { tone: 'neutral' },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;
