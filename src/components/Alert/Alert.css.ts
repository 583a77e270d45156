import { globalStyle, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../../tokens/theme.css';
import { roundIconButton } from '../../internal/styles/shared.css';
import type { StatusTone } from '../../internal/vocabulary/tone';

/** The status tones of the shared list: an alert always has a status, so it has no `neutral`. */
export type AlertTone = Exclude<StatusTone, 'neutral'>;
/** Every alert tone, as a list: for a control that offers them all, or a test that visits each. */
export const alertTones = [
  'info',
  'positive',
  'caution',
  'critical',
] as const satisfies readonly AlertTone[];

const toneColours = {
  info: vars.color.tone.info,
  positive: vars.color.tone.positive,
  caution: vars.color.tone.caution,
  critical: vars.color.tone.critical,
} satisfies Record<AlertTone, object>;

export const alert = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    alignItems: 'start',
    columnGap: vars.space[3],
    padding: vars.space[4],
    borderRadius: vars.radius.md,
    borderStyle: 'solid',
    borderWidth: vars.borderWidth.hairline,
    borderInlineStartWidth: vars.borderWidth.heavy,
    color: vars.color.text.default,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
  },
  variants: {
    tone: {
      info: { background: toneColours.info.background, borderColor: toneColours.info.border },
      positive: {
        background: toneColours.positive.background,
        borderColor: toneColours.positive.border,
      },
      caution: {
        background: toneColours.caution.background,
        borderColor: toneColours.caution.border,
      },
      critical: {
        background: toneColours.critical.background,
        borderColor: toneColours.critical.border,
      },
    } satisfies Record<AlertTone, object>,
  },
  defaultVariants: { tone: 'info' },
});

export type AlertVariants = NonNullable<RecipeVariants<typeof alert>>;

/** The icon takes the tone's text colour: at least 4.5:1 on the tone's background. */
export const icon = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    // One line of the title high, so the icon sits on the middle of the first line however the
    // title wraps.
    height: `calc(${vars.font.lineHeight.normal} * ${vars.size.inline})`,
  },
  variants: {
    tone: {
      info: { color: toneColours.info.text },
      positive: { color: toneColours.positive.text },
      caution: { color: toneColours.caution.text },
      critical: { color: toneColours.critical.text },
    } satisfies Record<AlertTone, object>,
  },
});

export const content = style({ display: 'grid', gap: vars.space[1], minWidth: 0 });

export const title = style({
  margin: 0,
  fontWeight: vars.font.weight.bold,
  overflowWrap: 'anywhere',
});

export const body = style({ display: 'grid', gap: vars.space[2], overflowWrap: 'anywhere' });
globalStyle(`${body} > p, ${body} > ul, ${body} > ol`, { margin: 0 });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[3],
  marginTop: vars.space[2],
});

export const dismiss = style([
  roundIconButton,
  {
    // Centred on the first line, as the icon is, without making the alert taller.
    // The button's own font is larger, so the alert's size is named rather than taken as 1em.
    marginBlock: `calc((${vars.font.lineHeight.normal} * ${vars.font.size.md} - ${vars.size.controlSm}) / 2)`,
    marginInlineEnd: `calc(-1 * ${vars.space[2]})`,
    selectors: { '&:hover': { background: vars.color.surface.page } },
  },
]);
